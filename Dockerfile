# textfit for teams without Swift:
#
#   docker build -t textfit .
#   docker run --rm -v "$PWD:/work" textfit check App/ --junit textfit.xml
#
# The bundled fonts are pinned by SHA-256 to Debian 12's font packages, so both stages are
# Debian 12 (bookworm). The binary links the Swift runtime statically; the final image holds it,
# the C libraries, the fonts and git (for --baseline git:REV), and runs in /work.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        pkg-config libfreetype-dev libharfbuzz-dev libfribidi-dev libssl-dev libicu-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Fonts ./Fonts
COPY Strings ./Strings
RUN swift build -c release --product textfit --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/textfit" /usr/local/bin/textfit \
    && cp -R "$(swift build -c release --show-bin-path)/TextFit_TextFitReporters.resources" /usr/local/bin/

FROM debian:bookworm-slim
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libfreetype6 libharfbuzz0b libfribidi0 libxml2 libssl3 libicu72 \
        fonts-inter fonts-inter-variable fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
        git ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/bin/textfit /usr/local/bin/textfit
# The HTML report's page template, found beside the binary.
COPY --from=build /usr/local/bin/TextFit_TextFitReporters.resources /usr/local/bin/TextFit_TextFitReporters.resources
COPY Fonts /opt/textfit/Fonts
COPY Strings /opt/textfit/Strings
# Where textfit finds the bundled Fonts/ and Strings/.
ENV TEXTFIT_HOME=/opt/textfit
# The mounted repository is owned by another user; let git read it for git: baselines.
RUN git config --system --add safe.directory '*'
WORKDIR /work
ENTRYPOINT ["textfit"]
CMD ["check"]
