import StrictJSON
import Testing

@Suite("Values and objects")
struct JSONValueTests {
    /// Strings are equal by code units, not by Swift's canonical equivalence.
    @Test func stringsCompareByCodeUnits() {
        #expect("\u{E9}" == "e\u{301}" as String)  // Swift's own view…
        #expect(JSONValue.string("\u{E9}") != .string("e\u{301}"))  // …is not JSON's.
        #expect(JSONValue.string("\u{E9}") == .string("\u{E9}"))
    }

    /// Objects are equal only with the same members in the same order.
    @Test func objectEqualityIsOrdered() {
        let ab: JSONValue = ["a": 1, "b": 2]
        #expect(ab == ["a": 1, "b": 2])
        #expect(ab != ["b": 2, "a": 1])
        #expect(ab != ["a": 1])
        #expect(JSONValue.object(JSONObject([(key: "\u{E9}", value: 1)])) != ["e\u{301}": 1])
    }

    /// Values of different kinds are never equal, and numbers compare as doubles.
    @Test func kindsAndNumbers() {
        #expect(JSONValue.null != false)
        #expect(JSONValue.number(0) != "0")
        #expect(JSONValue.number(0) == .number(-0.0))
        #expect(JSONValue.array([]) != .object([:]))
    }

    /// Lookup finds members by exact key; setting replaces in place, appends, or removes.
    @Test func objectLookupAndUpdate() {
        var object: JSONObject = ["x": 0, "y": 1]
        #expect(object["y"] == 1)
        #expect(object["e\u{301}"] == nil)
        object["x"] = 5
        object["z"] = 2
        #expect(object.keys == ["x", "y", "z"])
        #expect(object["x"] == 5)
        object["y"] = nil
        #expect(object.keys == ["x", "z"])
        #expect(object.count == 2)
        #expect(!object.isEmpty)
        #expect(Array(object.map(\.key)) == ["x", "z"])
    }

    /// With hand-made duplicates, lookup finds the first and removal removes all.
    @Test func duplicatesInHandMadeObjects() {
        var object = JSONObject([(key: "a", value: 1), (key: "a", value: 2)])
        #expect(object["a"] == 1)
        object["a"] = nil
        #expect(object.isEmpty)
    }

    /// The typed views return the payload for their own kind and nil for every other.
    @Test func typedViews() {
        let value: JSONValue = ["s": "t", "n": 1.5, "b": true, "z": .null, "a": [1], "o": ["k": 2]]
        #expect(value["s"]?.stringValue == "t")
        #expect(value["n"]?.numberValue == 1.5)
        #expect(value["b"]?.boolValue == true)
        #expect(value["z"]?.isNull == true)
        #expect(value["a"]?.arrayValue == [1])
        #expect(value["o"]?.objectValue == ["k": 2])
        #expect(value["a"]?[0] == 1)
        #expect(value["a"]?[1] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(value["s"]?.numberValue == nil)
        #expect(value["n"]?.stringValue == nil)
        #expect(value["s"]?["k"] == nil)
        #expect(value[0] == nil)
        #expect(value["missing"] == nil)
    }

    /// A lookup by a compile-time name finds what the `String` subscript finds: the first member whose key has
    /// the same bytes, across lengths, long and non-ASCII keys, near misses, and canonically equivalent keys.
    @Test func lookupByStaticNameMatchesTheSubscript() {
        let object = JSONObject([
            (key: "x", value: 1), (key: "width", value: 2), (key: "widtH", value: 3), (key: "width", value: 4),
            (key: "permittedArrowDirections", value: 5), (key: "\u{E9}", value: 6), (key: "", value: 7),
            (key: "a\u{0}b", value: 8), (key: String(repeating: "k", count: 40), value: 9),
        ])
        #expect(object.value(named: "x") == 1)
        #expect(object.value(named: "width") == 2)
        #expect(object.value(named: "widtH") == 3)
        #expect(object.value(named: "permittedArrowDirections") == 5)
        #expect(object.value(named: "\u{E9}") == 6)
        #expect(object.value(named: "e\u{301}") == nil)
        #expect(object.value(named: "") == 7)
        #expect(object.value(named: "a\u{0}b") == 8)
        #expect(object.value(named: "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk") == 9)
        #expect(object.value(named: "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk") == nil)
        #expect(object.value(named: "widt") == nil)
        #expect(object.value(named: "y") == nil)
        #expect(JSONObject().value(named: "x") == nil)
        #expect(object.value(named: "width") == object["width"])
        #expect(object.value(named: "e\u{301}") == object["e\u{301}"])
    }
}
