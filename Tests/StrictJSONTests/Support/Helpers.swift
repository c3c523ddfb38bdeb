import StrictJSON

/// The bytes of `text` as UTF-8.
func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// What `JSONWriter` writes for `value`, as text.
func written(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
}

/// The error that parsing `bytes` throws, or nil when it parses.
func parseError(_ bytes: [UInt8], limits: JSONParser.Limits = .default) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The request example from the API contract (docs: design/api.md), about 800 bytes.
let exampleLayoutRequest = """
    {
      "screen": {
        "width": 390,
        "height": 844,
        "scale": 3,
        "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0}
      },
      "traits": {
        "idiom": "phone",
        "contentSizeCategory": "large",
        "userInterfaceStyle": "light"
      },
      "profile": "ios17",
      "sheet": {
        "title": "ほげ",
        "message": "ふが",
        "actions": [
          {"title": "へい", "style": "default"},
          {"title": "へい", "style": "destructive"},
          {"title": "へい", "style": "cancel"}
        ],
        "customView": {
          "height": 100,
          "width": 374,
          "x": 0,
          "marginBottom": 16,
          "subviews": [{"id": "label", "frame": {"x": 0, "y": 0, "width": 100, "height": 30}}]
        }
      }
    }
    """
