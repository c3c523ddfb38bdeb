# sheetd: iOS action-sheet layouts over HTTP.
#
#   docker build -t sheetd .
#   docker run --rm -p 127.0.0.1:8080:8080 sheetd
#
# Four stages: the Swift toolchain builds a binary with the Swift runtime linked in
# (--static-swift-stdlib), a second one cuts ICU's data down to what sheetd reads, a slim Debian
# with the packages sheetd needs picks out the files it loads, and a bare slim Debian runs it
# with only those files (docs/operations.md gives the sizes). No
# registry here? `make container-test` builds the same file with podman and local stand-ins for
# both base images (../shared/tools/container-images); `make kube-play-test` then plays
# deploy/kubernetes/deployment.yaml with the image.

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
# Stripped (DWARF and symbol table) for size: a crash backtrace in the image then shows addresses
# only; `--target build` keeps the unstripped binary (/src/.build/release/sheetd) to name them.
RUN swift build -c release --static-swift-stdlib --product sheetd \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/sheetd" \
        /out/sheetd \
    && strip --strip-all /out/sheetd

# --- ICU data -------------------------------------------------------------------------------
# ICU's data without what sheetd never reads. sheetd uses ICU only for line and grapheme breaks
# (CLineBreak), and librsvg's libxml2 only for UTF-8, so collation, time zones, currency, language,
# region and unit names, spell-out rules, transliteration, locale bundles (the break iterators
# have their own, under brkitr/), legacy charset converters, stringprep, IDNA, NFKC, confusables
# and character names go; break rules and dictionaries, root.res, pool.res, res_index.res and the
# supplemental data stay. The data is the blob behind icudt72_dat in Debian's libicudata (.rodata
# holds nothing else): icupkg edits it, and genccode turns it back into that symbol for a library
# of the same soname. The container test checks that Latin and Japanese text still break as before.
FROM swift:6.3-bookworm AS icu-data
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends icu-devtools \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /icu
RUN icudata=$(find /usr/lib -name libicudata.so.72 | head -n 1) \
    && objcopy -O binary --only-section=.rodata "$icudata" icudt72l.dat \
    && icupkg -l icudt72l.dat \
        | grep -E '^(coll|curr|lang|region|unit|zone|rbnf|translit)/|\.(cnv|spp|cfu|nrm)$|^unames\.icu$|^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$' \
        | grep -vxF -e root.res -e res_index.res >unread.txt \
    && icupkg -r unread.txt icudt72l.dat \
    && genccode -a gcc -e icudt72 icudt72l.dat \
    && gcc -shared -nostdlib -Wl,-soname,libicudata.so.72 -o libicudata.so.72 icudt72l_dat.S \
    && install -D -m 0644 libicudata.so.72 /out/libicudata.so.72

# --- runtime files --------------------------------------------------------------------------
# Installs the Debian packages sheetd needs on the runtime base and gathers, in /out, only the files
# it opens from them: whole packages would bring documentation, locales, fonts in every weight and
# script, and the libraries of code paths sheetd never takes.
FROM debian:bookworm-slim AS runtime-files
SHELL ["/bin/bash", "-o", "pipefail", "-c"]

# What the base image already has is not copied again (the final stage starts from the same base).
RUN find /usr/lib /lib -xdev \( -type f -o -type l \) -name '*.so*' -printf '%f\n' | sort -u >/base-libraries

# The libraries sheetd links, the ones it loads for the first PNG preview (librsvg, and cairo, Pango and
# fontconfig beneath it: RasterLibrary), fontconfig's configuration (for librsvg's text), and the
# font packages TextShaping measures with (fontTools only to cut the CJK collections down, below).
# Unpinned for the same reason as above.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libcairo2 libharfbuzz0b libicu72 libmicrohttpd12 librsvg2-2 fontconfig-config \
        fonts-inter fonts-noto-cjk fonts-noto-core python3-fonttools \
    && rm -rf /var/lib/apt/lists/*

COPY --from=build /out/sheetd /out/usr/local/bin/sheetd
COPY --from=icu-data /out/libicudata.so.72 /libicudata.so.72

# Libraries: what the dynamic loader resolves for sheetd and for librsvg (which sheetd dlopens),
# each under the name the loader asks for; ICU's data is the icu-data stage's. Fonts: exactly the
# files of FontCatalog (Sources/TextShaping/Fonts/FontCatalog.swift), in the directories of
# FontLocator.defaultDirectories; sheetd refuses to start when one is missing, so the container
# test catches a list that falls behind the catalog. The CJK collections keep only face 0,
# Japanese, the one FontCatalog.cjk loads: still a .ttc, same index, with that face's tables
# unchanged but for the head table that fontTools rewrites.
RUN { ldd /out/usr/local/bin/sheetd; ldd "$(find /usr/lib -name librsvg-2.so.2 | head -n 1)"; \
        find /usr/lib -name librsvg-2.so.2; } \
        | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// && NF == 1 { print $1 }' | sort -u \
        | while read -r library; do \
            name=${library##*/}; \
            grep -qxF "$name" /base-libraries && continue; \
            file=$(readlink -f "$library"); \
            from=$file; [ "$name" = libicudata.so.72 ] && from=/libicudata.so.72; \
            install -D -m 0644 "$from" "/out${file%/*}/$name"; \
        done \
    && fonts=/usr/share/fonts \
    && for font in \
        opentype/inter/Inter-Regular.otf opentype/inter/Inter-SemiBold.otf \
        opentype/inter/InterDisplay-Regular.otf opentype/inter/InterDisplay-SemiBold.otf \
        truetype/noto/NotoSans-Regular.ttf truetype/noto/NotoSans-Bold.ttf \
        truetype/noto/NotoSansArabic-Regular.ttf truetype/noto/NotoSansArabic-Bold.ttf \
        truetype/noto/NotoSansHebrew-Regular.ttf truetype/noto/NotoSansHebrew-Bold.ttf \
        truetype/noto/NotoSansSymbols-Regular.ttf truetype/noto/NotoSansSymbols-Bold.ttf \
        truetype/noto/NotoSansSymbols2-Regular.ttf; do \
            install -D -m 0644 "$fonts/$font" "/out$fonts/$font"; \
        done \
    && mkdir -p "/out$fonts/opentype/noto" \
    && for font in opentype/noto/NotoSansCJK-Regular.ttc opentype/noto/NotoSansCJK-Bold.ttc; do \
            python3 -c 'import sys; from fontTools.ttLib import TTCollection; \
c = TTCollection(sys.argv[1], lazy=True); c.fonts = c.fonts[:1]; c.save(sys.argv[2])' \
                "$fonts/$font" "/out$fonts/$font" || exit 1; \
        done \
    && mkdir -p /out/etc /out/usr/share \
    && cp -a /etc/fonts /out/etc/ \
    && cp -a /usr/share/fontconfig /out/usr/share/

# --- run ------------------------------------------------------------------------------------
FROM debian:bookworm-slim

COPY --from=runtime-files /out/ /
# ldconfig: the loader's cache then knows the copied libraries, as dpkg's trigger would have made it.
RUN ldconfig \
    && groupadd --gid 10001 sheetd \
    && useradd --uid 10001 --gid sheetd --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin sheetd

# The fonts are the stand-ins only (Inter, Noto): sheetd ships none of Apple's fonts. To measure with
# fonts your licence covers, mount them with a font configuration (docs/fonts.md §3) and name it:
#   docker run -v /path/to/fonts:/fonts:ro -e FONT_CONFIG=/fonts/sheetd-fonts.json sheetd
# A broken configuration stops the start with exit status 1 and the member and path in the log line.

# Numeric, so that Kubernetes' runAsNonRoot can check it.
USER 10001:10001
ENV PORT=8080 HOST=0.0.0.0
EXPOSE 8080
# sheetd answers SIGTERM by failing /readyz, draining in-flight requests for DRAIN_TIMEOUT
# (10 s) and exiting 0; give it longer than that (docker stop -t 15, or
# terminationGracePeriodSeconds in Kubernetes).
STOPSIGNAL SIGTERM
# sheetd checks itself (GET /healthz on HOST:PORT, no server started): no shell or curl needed.
# Kept with `podman build --format docker` (OCI images drop HEALTHCHECK); Kubernetes ignores it
# and uses its own probes (deploy/kubernetes/deployment.yaml runs the same command).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/sheetd", "--check-health"]
ENTRYPOINT ["/usr/local/bin/sheetd"]
