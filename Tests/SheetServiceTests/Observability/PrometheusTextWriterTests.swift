import Testing

@testable import SheetService

/// The one writer of Prometheus text: line layout, escapes and histograms.
struct PrometheusTextWriterTests {
    /// A family opens with HELP and TYPE; unlabelled and labelled samples follow in the order written.
    @Test func countersAndGauges() {
        var writer = PrometheusTextWriter()
        writer.counter("a_total", help: "As, by result.", label: "result", values: ["hit": 3, "miss": UInt64(1)])
        writer.gauge("b", help: "Bs.", value: -2)
        writer.counter("c_total", help: "Cs.", value: 0)
        #expect(
            writer.text == """
                # HELP a_total As, by result.
                # TYPE a_total counter
                a_total{result="hit"} 3
                a_total{result="miss"} 1
                # HELP b Bs.
                # TYPE b gauge
                b -2
                # HELP c_total Cs.
                # TYPE c_total counter
                c_total 0

                """)
    }

    /// Label values escape backslash, double quote and newline; HELP escapes backslash and newline only.
    @Test func escapes() {
        var writer = PrometheusTextWriter()
        writer.family("m", type: .counter, help: #"a \ "b"\#nc"#)
        writer.sample("m", labels: ["path": #"C:\x "y"\#nz"#, "k": "plain"], value: 1)
        #expect(
            writer.text == #"""
                # HELP m a \\ "b"\nc
                # TYPE m counter
                m{path="C:\\x \"y\"\nz",k="plain"} 1

                """#)
    }

    /// A newline after a carriage return is escaped too (Swift sees the pair as one character); the return stays.
    @Test func newlineAfterCarriageReturn() {
        var writer = PrometheusTextWriter()
        writer.sample("m", labels: ["k": "a\r\nb"], value: 1)
        #expect(writer.text == "m{k=\"a\r\\nb\"} 1\n")
    }

    /// Buckets are cumulative, `+Inf` counts every observation (also those above the last bound), and sum and count
    /// follow; the series' labels come before `le`.
    @Test func histogram() {
        var histogram = PrometheusHistogram(bounds: [0.5, 1, 2.5])
        for value in [0.25, 0.5, 0.75, 3, 2] { histogram.observe(value) }
        var writer = PrometheusTextWriter()
        writer.histogram("h_seconds", labels: ["route": "/x"], histogram)
        #expect(
            writer.text.split(separator: "\n") == [
                #"h_seconds_bucket{route="/x",le="0.5"} 2"#,
                #"h_seconds_bucket{route="/x",le="1.0"} 3"#,
                #"h_seconds_bucket{route="/x",le="2.5"} 4"#,
                #"h_seconds_bucket{route="/x",le="+Inf"} 5"#,
                #"h_seconds_sum{route="/x"} 6.5"#,
                #"h_seconds_count{route="/x"} 5"#,
            ])
    }

    /// An empty histogram still writes every bucket, at zero; without labels `le` stands alone.
    @Test func emptyHistogram() {
        var writer = PrometheusTextWriter()
        writer.histogram("e", PrometheusHistogram(bounds: [1]))
        #expect(writer.text == "e_bucket{le=\"1.0\"} 0\ne_bucket{le=\"+Inf\"} 0\ne_sum 0.0\ne_count 0\n")
    }

    /// Floats are written as the format spells the special values.
    @Test(arguments: [(Double.infinity, "+Inf"), (-Double.infinity, "-Inf"), (Double.nan, "NaN"), (0.0001, "0.0001")])
    func floats(value: Double, text: String) {
        var writer = PrometheusTextWriter()
        writer.sample("f", value: value)
        #expect(writer.text == "f \(text)\n")
    }
}
