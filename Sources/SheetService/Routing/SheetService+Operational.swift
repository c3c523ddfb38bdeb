import HTTPMessages
import SheetAnswers

extension SheetService {
    /// GET /healthz: the process answers (liveness), draining or not.
    static func health() -> HTTPResponse {
        Responses.text("ok\n", contentType: "text/plain; charset=utf-8")
    }

    /// GET /readyz: 503 once draining, so load balancers stop sending traffic.
    func readiness() -> HTTPResponse {
        isDraining
            ? Responses.text("draining\n", contentType: "text/plain; charset=utf-8", status: 503)
            : Responses.text("ready\n", contentType: "text/plain; charset=utf-8")
    }

    /// GET /metrics: the service's own metrics, the response cache's, then the caller's (the daemon's text cache).
    func metricsPage() -> HTTPResponse {
        Responses.text(
            metrics.render() + responseCache.statistics.prometheusText + extraMetrics(),
            contentType: "text/plain; version=0.0.4; charset=utf-8")
    }

    /// GET /profiles: every metrics profile with the source and confidence of each constant, and the font set
    /// that measures text.
    func profiles() -> HTTPResponse {
        Responses.answer(answers.profiles())
    }
}
