import StrictJSON
import Testing

/// Documents already in the writer's canonical form: no whitespace, minimal escapes, shortest numbers.
let canonicalDocuments: [String] = [
    "null",
    "true",
    "[]",
    "{}",
    #"{"a":1,"b":[true,false,null],"c":"x"}"#,
    #"{"z":{"y":{"x":[[],[{}]]}}}"#,
    #"[0,-1,568.333,176.667,0.1,-1.5,1e-07,1e+21,5e-324,1.7976931348623157e+308,9007199254740991]"#,
    #""\u0000\u001f\"\\\n\r\t\b\f""#,
    #""\u2028\u2029""#,
    #""ほげ😀é/""#,
    #"{"sheet":{"screenFrame":{"x":8,"y":568.333,"width":374,"height":176.667}},"warnings":[]}"#,
    #"{"b":1,"a":2}"#,
]

@Suite("Round trips")
struct RoundTripTests {
    /// Parsing then writing a canonical document gives back the same bytes.
    @Test(arguments: canonicalDocuments)
    func canonicalDocumentSurvives(_ document: String) throws {
        #expect(written(try JSONParser.parse(document)) == document)
    }

    /// Writing the contract example and parsing it back gives the same value.
    @Test func contractExampleSurvives() throws {
        let value = try JSONParser.parse(exampleLayoutRequest)
        #expect(try JSONParser.parse(written(value)) == value)
    }

    /// Hundreds of generated values (Unicode, escapes, big and small numbers) survive writing and
    /// parsing, and their output is already canonical.
    @Test func generatedValuesSurvive() throws {
        var generator = ValueGenerator(seed: 0x7219_0001)
        for _ in 0..<1_000 {
            let value = generator.value()
            let text = written(value)
            let parsed = try JSONParser.parse(text)
            #expect(parsed == value, "\(text)")
            #expect(written(parsed) == text)
        }
    }
}
