// An object's member names: read with their colon, and each checked to be new in its object, as RFC 8259 §8.3
// compares names (code unit by code unit), by comparison while the object is small and by hashing beyond.

extension Parser {
    /// Up to this many members, a new key is compared with each earlier one; beyond it, hashed.
    static let linearDuplicateSearchLimit = 8

    /// Reads a member's name and the colon after it, then checks the name is new in its object.
    mutating func parseMemberName(isFirst: Bool) throws(JSONParseError) {
        skipWhitespace()
        guard index < input.count else {
            throw failure(.unexpectedEnd, at: index, "unexpected end of input")
        }
        guard input[index] == UInt8(ascii: "\"") else {
            throw unexpectedByte(
                .unexpectedCharacter, isFirst ? "expected a string key or '}'" : "expected a string key")
        }
        guard let container = containers.last else { return }
        let memberCount = keys.count - container.keyStart
        guard memberCount < limits.maxObjectMembers else {
            throw failure(.tooLarge, at: index, "object has more than \(limits.maxObjectMembers) members")
        }
        let keyOffset = index
        let key = try parseString(maxBytes: limits.maxStringBytes)
        keys.append(key)  // Before the duplicate check, so that an error's pointer names this member.
        if isDuplicate(key, memberCount: memberCount) {
            throw failure(.duplicateKey, at: keyOffset, "duplicate key \(quotedForMessage(key, maxBytes: 64))")
        }
        skipWhitespace()
        guard index < input.count else {
            throw failure(.unexpectedEnd, at: index, "unexpected end of input")
        }
        guard input[index] == UInt8(ascii: ":") else {
            throw unexpectedByte(.unexpectedCharacter, "expected ':' after an object key")
        }
        index += 1
    }

    /// Whether `key`, just pushed as member `memberCount` of the innermost object, repeats a name.
    private mutating func isDuplicate(_ key: String, memberCount: Int) -> Bool {
        let last = containers.count - 1
        guard last >= 0 else { return false }
        let keyStart = containers[last].keyStart
        if memberCount < Parser.linearDuplicateSearchLimit {
            for position in keyStart..<(keyStart + memberCount) where hasSameCodeUnits(keys[position], key) {
                return true
            }
            return false
        }
        while keySets.count <= last {
            keySets.append(nil)
        }
        if keySets[last] == nil {
            keySets[last] = Set(keys[keyStart..<(keyStart + memberCount)].map(CodeUnitKey.init))
        }
        return keySets[last]?.insert(CodeUnitKey(key)).inserted == false
    }
}

/// A member name that hashes and compares by its UTF-8 code units, as RFC 8259 §8.3 compares names.
struct CodeUnitKey: Hashable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: CodeUnitKey, rhs: CodeUnitKey) -> Bool {
        hasSameCodeUnits(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 {
                hasher.combine(byte)
            }
        }
        hasher.combine(0xFF as UInt8)  // Never in UTF-8, so it ends the name unambiguously.
    }
}
