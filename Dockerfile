# sheetd: iOS action-sheet layouts over HTTP.
#
#   docker build -t sheetd .
#   docker run --rm -p 127.0.0.1:8080:8080 sheetd
#
# Two stages: the Swift toolchain builds a binary with the Swift runtime linked in
# (--static-swift-stdlib), and a slim Debian runs it with only the C libraries and fonts it
# loads. No registry here? `make container-test` builds the same file with podman and local
# stand-ins for both base images (../shared/tools/container-images).

# --- build ----------------------------------------------------------------------------------
FROM swift:6.3-bookworm AS build

# Headers and pkg-config files for Package.swift's system libraries (CMicroHTTPD, CHarfBuzz)
# and CLineBreak's ICU. librsvg is not among them: sheetd loads it at run time. Unpinned on purpose: bookworm's security updates are what we
# want, and the release is fixed by the image tag.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libharfbuzz-dev libicu-dev libmicrohttpd-dev pkg-config \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
# The manifest first: package resolution stays cached while only sources change.
COPY Package.swift ./
RUN swift package resolve
# Then the rest (.dockerignore keeps out what the build does not read): Sources, and Tests
# too, since SwiftPM wants the directory of every target the manifest declares.
COPY . .
RUN swift build -c release --static-swift-stdlib --product sheetd \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/sheetd" \
        /out/sheetd

# --- run ------------------------------------------------------------------------------------
FROM debian:bookworm-slim

# The libraries sheetd links, the ones it loads for the first PNG preview (librsvg, and cairo
# beneath it: RasterLibrary), and the fonts TextShaping
# measures with (FONT_DIRS defaults to their Debian paths). Noto Serif (CJK and core, 70 MB)
# is removed: every cascade is sans-serif. Unpinned for the same reason as above.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libcairo2 libharfbuzz0b libicu72 libmicrohttpd12 librsvg2-2 \
        fonts-inter fonts-noto-cjk fonts-noto-core \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* \
        /usr/share/fonts/opentype/noto/NotoSerif* /usr/share/fonts/truetype/noto/NotoSerif* \
    && groupadd --gid 10001 sheetd \
    && useradd --uid 10001 --gid sheetd --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin sheetd

COPY --from=build /out/sheetd /usr/local/bin/sheetd

# Numeric, so that Kubernetes' runAsNonRoot can check it.
USER 10001:10001
ENV PORT=8080 HOST=0.0.0.0
EXPOSE 8080
# sheetd answers SIGTERM by failing /readyz, draining in-flight requests for DRAIN_TIMEOUT
# (10 s) and exiting 0; give it longer than that (docker stop -t 15, or
# terminationGracePeriodSeconds in Kubernetes).
STOPSIGNAL SIGTERM
# No curl in the image: bash's /dev/tcp sends the request. Kept with `podman build --format
# docker` (OCI images drop HEALTHCHECK); Kubernetes ignores it and uses its own probes.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/\"${PORT}\" && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && read -r _ code _ <&3 && [ \"$code\" = 200 ]"]
ENTRYPOINT ["/usr/local/bin/sheetd"]
