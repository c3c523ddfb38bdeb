/// Content negotiation on `Accept` (RFC 9110 §12.5.1), for every route that offers more than one media type.
package enum MediaTypeNegotiation {
    /// The type among `available` that an `Accept` header value prefers, as RFC 9110 §12.5.1 weighs it.
    ///
    /// Each available type takes the quality of the most specific range that matches it (`image/png` before
    /// `image/*` before `*/*`); the highest quality above 0 wins, and ties go to the earlier of `available` (the
    /// service's preference). No header, or an empty one, accepts anything: the first available type.
    ///
    /// - Parameters:
    ///   - accept: The `Accept` header value (several fields joined with commas), or `nil`.
    ///   - available: The types the answer can take, in the service's order of preference.
    /// - Returns: The chosen type, or `nil` when the header excludes every available one (406).
    package static func preferred(by accept: String?, among available: [String]) -> String? {
        let ranges = parse(accept ?? "")
        if ranges.isEmpty { return available.first }
        var best: (type: String, quality: Double)?
        for type in available {
            let parts = type.lowercased().split(separator: "/").map(String.init)
            var match: (specificity: Int, quality: Double)?
            for range in ranges {
                let specificity: Int
                if range.type == parts[0] && range.subtype == parts[1] {
                    specificity = 3
                } else if range.type == parts[0] && range.subtype == "*" {
                    specificity = 2
                } else if range.type == "*" && range.subtype == "*" {
                    specificity = 1
                } else {
                    continue
                }
                if match == nil || specificity > match!.specificity { match = (specificity, range.quality) }
            }
            if let match, match.quality > 0, best == nil || match.quality > best!.quality {
                best = (type, match.quality)
            }
        }
        return best?.type
    }

    /// The media ranges of an `Accept` value, lower-cased, with their quality; ranges that do not parse are skipped.
    private static func parse(_ accept: String) -> [(type: String, subtype: String, quality: Double)] {
        var ranges: [(type: String, subtype: String, quality: Double)] = []
        for element in accept.split(separator: ",") {
            let parameters = element.split(separator: ";").map { $0.trimmingSpaces().lowercased() }
            guard let range = parameters.first, !range.isEmpty else { continue }
            let pair = range.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty, pair[0] != "*" || pair[1] == "*" else {
                continue
            }
            var quality = 1.0
            for parameter in parameters.dropFirst() where parameter.hasPrefix("q=") {
                guard let value = Double(parameter.dropFirst(2)), value >= 0, value <= 1 else {
                    quality = -1
                    break
                }
                quality = value
            }
            if quality >= 0 { ranges.append((pair[0], pair[1], quality)) }
        }
        return ranges
    }
}
