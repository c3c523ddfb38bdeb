// Opening and closing arrays and objects: the limits on depth and size checked as a container grows, and its
// elements or members moved off the parser's stacks into one value when it closes.

extension Parser {
    /// Opens the array or object whose bracket is at `index`, unless it would nest too deep.
    mutating func openContainer(isObject: Bool) throws(JSONParseError) {
        guard containers.count < limits.maxDepth else {
            throw failure(.tooDeep, at: index, "nesting deeper than \(limits.maxDepth) levels")
        }
        containers.append(
            Container(isObject: isObject, valueStart: values.count, keyStart: keys.count))
        index += 1
    }

    /// Checks that the innermost array may take one more element, which starts at `index`.
    mutating func startArrayElement() throws(JSONParseError) {
        guard let container = containers.last else { return }
        if values.count - container.valueStart >= limits.maxArrayCount {
            skipWhitespace()
            throw failure(.tooLarge, at: index, "array has more than \(limits.maxArrayCount) elements")
        }
    }

    /// Moves the innermost container's elements or members off the stacks into one value.
    mutating func closeContainer() {
        guard let container = containers.popLast() else { return }
        let count = values.count - container.valueStart
        if containers.count < keySets.count {
            keySets[containers.count] = nil  // The next object at this depth starts afresh.
        }
        // An empty container is the shared empty array: `init(unsafeUninitializedCapacity:)`
        // would write its count of 0 into that shared storage, which ThreadSanitizer reports as
        // a race between threads that parse at the same time.
        guard count > 0 else {
            values.append(container.isObject ? .object(JSONObject([])) : .array([]))
            isExpectingValue = false
            return
        }
        // The stacks' tops are moved out, last first: `removeLast` neither copies nor retains,
        // where copying a slice and then removing it retained and released every element.
        if container.isObject {
            let members = [(key: String, value: JSONValue)](unsafeUninitializedCapacity: count) { buffer, initialized in
                for offset in (0..<count).reversed() {
                    (buffer.baseAddress! + offset).initialize(to: (key: keys.removeLast(), value: values.removeLast()))
                }
                initialized = count
            }
            values.append(.object(JSONObject(members)))
        } else {
            let elements = [JSONValue](unsafeUninitializedCapacity: count) { buffer, initialized in
                for offset in (0..<count).reversed() {
                    (buffer.baseAddress! + offset).initialize(to: values.removeLast())
                }
                initialized = count
            }
            values.append(.array(elements))
        }
        isExpectingValue = false
    }
}
