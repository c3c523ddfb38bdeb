// Generated from openapi.yaml by scripts/embed-resources.sh (`make embed-resources`); do not edit.
// swift-format-ignore-file

/// The OpenAPI description of the service, served at `GET /openapi.yaml`.
enum OpenAPIDocument {
    /// The text of `openapi.yaml`, byte for byte.
    static let yaml: String = #"""
openapi: 3.1.0
info:
  title: sheetd
  version: 1.0.0
  summary: iOS action-sheet layouts and transitions, computed the way UIKit does it on iPhone and iPad.
  description: |
    sheetd computes where every part of an iOS action sheet (`UIAlertController` in
    `.actionSheet` style on iPhone) ends up on screen: the title block, each action and
    separator, the cancel group, the dimming view, and a client's custom view placed above the
    sheet. Given a screen, traits and the sheet's content it answers with the frame of every
    element, and with the keyframes of the present and dismiss transitions.

    This document is the normative description of the wire contract. The names it documents
    are public: the service may add members to responses (clients must ignore members they do
    not know) but never renames or drops them.

    ## Conventions

    - Units are iOS points. Every frame is `{"x", "y", "width", "height"}`, aligned to the
      pixel grid of the screen's scale (absolute edges are rounded, sizes derived) and written
      with at most 3 decimals. JSON numbers are plain decimals (no NaN or Infinity); keys are
      camelCase.
    - Request bodies are `application/json` (or any `application/*+json`) in UTF-8: another
      media type or charset is answered with 415, an empty or malformed body with 400
      (duplicate keys, lone surrogates, strings over 64 KiB and nesting deeper than 64
      levels count as malformed). Well-formed JSON that is not a valid request is answered
      with 422: a root that is not an object, a number beyond the range of a double, a
      member of the wrong type, missing, unknown or out of range.
    - Request objects are closed: an unknown member is a 422 naming it, so a typo is never
      silently ignored. A member whose value is `null` is treated as absent, so it takes its
      default; a required member that is `null` is missing. All invalid fields of a request
      are reported at once, in the `errors` array of the 422 problem.
    - Some rules relate members to each other (safe-area insets and the room they leave on
      the screen, a single cancel action, distinct subview ids) or count characters as
      people see them (grapheme clusters, where `maxLength` counts code points). The schemas
      state what JSON Schema can; the descriptions give the rest, and a body the schemas
      accept can still be refused with 422 for such a rule.
    - Every error is an RFC 9457 `application/problem+json` document whose `type` is a
      `urn:sheetd:problem:*` URN (listed under `Problem`).

    ## Headers

    - `X-Request-Id`: every response carries one. A request's own `X-Request-Id` is echoed
      when it is 1 to 128 printable ASCII characters without spaces, `"` or `\`; otherwise a
      new 16-hex-digit id is made. The access log records it.
    - `ETag`: every 200 response carries a strong entity tag of its body (a fixed-key 64-bit
      hash, 16 hex digits), so equal bodies have equal tags in every process and replica of
      one sheetd version. On `GET` and `HEAD`, an `If-None-Match` listing that tag (or `*`)
      turns the 200 into a 304 with no body.
    - `Cache-Control: no-cache` on every response.
    - `HEAD` is accepted wherever `GET` is, with the same status and headers and no body.
      `X-Request-Id` and `If-None-Match` are not declared as parameters: every value is
      accepted (an unusable `X-Request-Id` is replaced, not refused).
    - A method a path does not accept is answered with 405 and an `Allow` header; a path
      that does not exist with 404 (paths are matched exactly: no trailing slash, no
      normalisation).
    - A body larger than the server's limit (1 MiB by default, `--max-body-bytes`) is
      answered with 413; a request target over 8 KiB (`--max-url-bytes`) with 414
      `uri-too-long`; header fields over 8 KiB (`--max-header-bytes`) with 431
      `header-fields-too-large`; a request line or header that is not UTF-8 with 400; a request
      that finds the server overloaded or shutting down with 503 and `Retry-After`. A request
      head too large for libmicrohttpd's per-connection memory (32 KiB by default,
      `--connection-memory-bytes`) or a header line without a colon is answered by
      libmicrohttpd itself with 414, 431 or 400 and an HTML page (see docs/reliability.md).
servers:
  - url: http://localhost:8080
tags:
  - name: layout
    description: Action-sheet geometry.
  - name: animation
    description: Present and dismiss transitions.
  - name: preview
    description: Pictures of layouts and transitions, and the playground page.
  - name: reference
    description: The metrics profiles and this document.
  - name: operations
    description: Health, readiness and metrics for operators.
paths:
  /layout:
    post:
      tags: [layout]
      operationId: layout
      summary: Lay out an action sheet
      description: |
        Computes the frame of every element of an action sheet on the given screen, as UIKit
        lays it out: the custom view and its subviews above the sheet, the main group (title
        block and actions), the cancel group and the dimming view. Only `screen.width` and
        `sheet` are required; every default that was applied is reported in `assumptions`.

        On a regular-width iPad (`traits.idiom: pad`) the sheet is a popover anchored to
        `sheet.sourceRect` (`presentation: popover`, the `popover` member with its arrow),
        without the cancel action; an iPad window of compact width gets the iPhone sheet.
        With `traits.layoutDirection: rtl` every frame is mirrored. Each element drawn by
        the sheet carries its `appearance` (font, colours, material, corners) for
        `traits.userInterfaceStyle`.

        Besides the ranges in the schema, a request is refused with 422 when its values
        cannot hold a sheet together: safe-area insets that leave no room, or a screen too
        small or too short for the sheet (the rule is in `Screen`); two custom subviews with
        the same `id`; or a subview id with characters other than letters, digits, `-` and
        `_`. At most one action may have the style `cancel` (the schema says so with
        `maxContains`). Lengths of texts count characters as people see them (grapheme
        clusters), so a text within `maxLength` code points is always short enough. On iPad
        it is refused when `sheet.sourceRect` is missing (UIKit raises an exception without
        one), lies outside the screen, or leaves no permitted side for the popover.
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/LayoutRequest'
            examples:
              seed:
                summary: The seed sheet on an iPhone 14 (examples/seed.json)
                value:
                  screen:
                    width: 390
                    height: 844
                    scale: 3
                    safeAreaInsets: {top: 47, left: 0, bottom: 34, right: 0}
                  sheet:
                    title: ほげ
                    message: ふが
                    actions:
                      - {title: へい, style: default}
                      - {title: へい, style: destructive}
                      - {title: へい, style: cancel}
                    customView:
                      height: 100
                      marginBottom: 16
                      subviews:
                        - id: label
                          frame: {x: 0, y: 0, width: 100, height: 30}
              ipadPopover:
                summary: The seed's actions on an 11-inch iPad Pro, from a 100 × 44 button (Tests/SheetServiceTests/Fixtures/layout/ipad-popover-no-custom-view.json)
                value:
                  screen:
                    width: 834
                    height: 1194
                    scale: 2
                    safeAreaInsets: {top: 24, left: 0, bottom: 20, right: 0}
                  traits:
                    idiom: pad
                  sheet:
                    title: ほげ
                    message: ふが
                    actions:
                      - {title: へい, style: default}
                      - {title: へい, style: destructive}
                      - {title: へい, style: cancel}
                    sourceRect: {x: 400, y: 500, width: 100, height: 44}
      responses:
        '200':
          description: The layout.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/LayoutResponse'
              examples:
                seed:
                  summary: The layout of the seed request (Tests/SheetServiceTests/Fixtures/layout/seed-iphone14-portrait.json)
                  value:
                    profile: ios17
                    assumptions: []
                    screen:
                      width: 390
                      height: 844
                      scale: 3
                      orientation: portrait
                      safeAreaInsets: {top: 47, left: 0, bottom: 34, right: 0}
                    topLimit: 47
                    presentation: sheet
                    layoutDirection: ltr
                    sheet:
                      screenFrame: {x: 8, y: 568.333, width: 374, height: 176.667}
                    elements:
                      - id: customView
                        role: customView
                        frame: {x: 0, y: -116, width: 374, height: 100}
                        screenFrame: {x: 8, y: 452.333, width: 374, height: 100}
                      - id: customView.label
                        role: customSubview
                        frame: {x: 0, y: -116, width: 100, height: 30}
                        screenFrame: {x: 8, y: 452.333, width: 100, height: 30}
                        localFrame: {x: 0, y: 0, width: 100, height: 30}
                      - id: mainGroup
                        role: mainGroup
                        frame: {x: 0, y: 0, width: 374, height: 176.667}
                        screenFrame: {x: 8, y: 568.333, width: 374, height: 176.667}
                        appearance: {backgroundColor: '#FCFCFCC8', material: systemMaterial, cornerRadius: 14, cornerCurve: continuous, separatorColor: '#C9C9C9D4'}
                      - id: header
                        role: header
                        frame: {x: 0, y: 0, width: 374, height: 62}
                        screenFrame: {x: 8, y: 568.333, width: 374, height: 62}
                      - id: title
                        role: title
                        frame: {x: 16, y: 13.333, width: 342, height: 15.667}
                        screenFrame: {x: 24, y: 581.667, width: 342, height: 15.667}
                        lines: 1
                        text:
                          displayed: ほげ
                          lines: [ほげ]
                          font: {size: 13, weight: semibold, lineHeight: 15.514}
                          truncated: false
                        appearance: {font: {family: system, size: 13, weight: semibold}, textColor: '#1D1D1D85', textAlignment: center}
                      - id: message
                        role: message
                        frame: {x: 16, y: 33, width: 342, height: 15.667}
                        screenFrame: {x: 24, y: 601.333, width: 342, height: 15.667}
                        lines: 1
                        text:
                          displayed: ふが
                          lines: [ふが]
                          font: {size: 13, weight: regular, lineHeight: 15.514}
                          truncated: false
                        appearance: {font: {family: system, size: 13, weight: regular}, textColor: '#1D1D1D85', textAlignment: center}
                      - id: separator.header
                        role: separator
                        frame: {x: 0, y: 62, width: 374, height: 0.333}
                        screenFrame: {x: 8, y: 630.333, width: 374, height: 0.333}
                        appearance: {backgroundColor: '#C9C9C9D4'}
                      - id: action.0
                        role: action
                        style: default
                        frame: {x: 0, y: 62.333, width: 374, height: 57}
                        screenFrame: {x: 8, y: 630.667, width: 374, height: 57}
                        lines: 1
                        text:
                          displayed: へい
                          lines: [へい]
                          font: {size: 21, weight: regular, lineHeight: 25.061}
                          truncated: false
                        appearance: {font: {family: system, size: 21, weight: regular}, textColor: '#007AFFFF', textAlignment: center, highlightedBackgroundColor: '#E0E0E0CA'}
                      - id: separator.0
                        role: separator
                        frame: {x: 0, y: 119.333, width: 374, height: 0.333}
                        screenFrame: {x: 8, y: 687.667, width: 374, height: 0.333}
                        appearance: {backgroundColor: '#C9C9C9D4'}
                      - id: action.1
                        role: action
                        style: destructive
                        frame: {x: 0, y: 119.667, width: 374, height: 57}
                        screenFrame: {x: 8, y: 688, width: 374, height: 57}
                        lines: 1
                        text:
                          displayed: へい
                          lines: [へい]
                          font: {size: 21, weight: regular, lineHeight: 25.061}
                          truncated: false
                        appearance: {font: {family: system, size: 21, weight: regular}, textColor: '#FF3B30FF', textAlignment: center, highlightedBackgroundColor: '#E0E0E0CA'}
                      - id: cancelGroup
                        role: cancelGroup
                        frame: {x: 0, y: 184.667, width: 374, height: 57}
                        screenFrame: {x: 8, y: 753, width: 374, height: 57}
                        appearance: {backgroundColor: '#FFFFFFFF', cornerRadius: 14, cornerCurve: continuous}
                      - id: cancel
                        role: cancel
                        style: cancel
                        frame: {x: 0, y: 184.667, width: 374, height: 57}
                        screenFrame: {x: 8, y: 753, width: 374, height: 57}
                        lines: 1
                        text:
                          displayed: へい
                          lines: [へい]
                          font: {size: 21, weight: semibold, lineHeight: 25.061}
                          truncated: false
                        appearance: {font: {family: system, size: 21, weight: semibold}, textColor: '#007AFFFF', textAlignment: center, highlightedBackgroundColor: '#E0E0E0CA'}
                      - id: dimming
                        role: dimming
                        screenFrame: {x: 0, y: 0, width: 390, height: 844}
                        appearance: {backgroundColor: '#00000033'}
                    scroll: []
                    dimming: {alpha: 0.2}
                    warnings: []
                ipadPopover:
                  summary: The layout of the iPad request (Tests/SheetServiceTests/Fixtures/layout/ipad-popover-no-custom-view.json)
                  value:
                    profile: ios17
                    assumptions: ['traits.horizontalSizeClass=regular (an iPad window 834 pt wide; regular from 678 pt): the sheet is a popover']
                    screen:
                      width: 834
                      height: 1194
                      scale: 2
                      orientation: portrait
                      safeAreaInsets: {top: 24, left: 0, bottom: 20, right: 0}
                    topLimit: 34
                    presentation: popover
                    layoutDirection: ltr
                    sheet:
                      screenFrame: {x: 298, y: 557, width: 304, height: 177}
                    popover:
                      sourceRect: {x: 400, y: 500, width: 100, height: 44}
                      permittedArrowDirections: [up, down, left, right]
                      screenFrame: {x: 298, y: 557, width: 304, height: 177}
                      arrow:
                        direction: up
                        tip: {x: 450, y: 544}
                        screenFrame: {x: 432, y: 544, width: 36, height: 13}
                    elements:
                      - id: mainGroup
                        role: mainGroup
                        frame: {x: 0, y: 0, width: 304, height: 177}
                        screenFrame: {x: 298, y: 557, width: 304, height: 177}
                        appearance: {backgroundColor: '#FCFCFCC8', material: systemMaterial, cornerRadius: 13, cornerCurve: continuous, separatorColor: '#C9C9C9D4'}
                      - id: header
                        role: header
                        frame: {x: 0, y: 0, width: 304, height: 62}
                        screenFrame: {x: 298, y: 557, width: 304, height: 62}
                      - id: title
                        role: title
                        frame: {x: 16, y: 13.5, width: 272, height: 15.5}
                        screenFrame: {x: 314, y: 570.5, width: 272, height: 15.5}
                        lines: 1
                        text:
                          displayed: ほげ
                          lines: [ほげ]
                          font: {size: 13, weight: semibold, lineHeight: 15.514}
                          truncated: false
                        appearance: {font: {family: system, size: 13, weight: semibold}, textColor: '#1D1D1D85', textAlignment: center}
                      - id: message
                        role: message
                        frame: {x: 16, y: 33, width: 272, height: 15.5}
                        screenFrame: {x: 314, y: 590, width: 272, height: 15.5}
                        lines: 1
                        text:
                          displayed: ふが
                          lines: [ふが]
                          font: {size: 13, weight: regular, lineHeight: 15.514}
                          truncated: false
                        appearance: {font: {family: system, size: 13, weight: regular}, textColor: '#1D1D1D85', textAlignment: center}
                      - id: separator.header
                        role: separator
                        frame: {x: 0, y: 62, width: 304, height: 0.5}
                        screenFrame: {x: 298, y: 619, width: 304, height: 0.5}
                        appearance: {backgroundColor: '#C9C9C9D4'}
                      - id: action.0
                        role: action
                        style: default
                        frame: {x: 0, y: 62.5, width: 304, height: 57}
                        screenFrame: {x: 298, y: 619.5, width: 304, height: 57}
                        lines: 1
                        text:
                          displayed: へい
                          lines: [へい]
                          font: {size: 21, weight: regular, lineHeight: 25.061}
                          truncated: false
                        appearance: {font: {family: system, size: 21, weight: regular}, textColor: '#007AFFFF', textAlignment: center, highlightedBackgroundColor: '#E0E0E0CA'}
                      - id: separator.0
                        role: separator
                        frame: {x: 0, y: 119.5, width: 304, height: 0.5}
                        screenFrame: {x: 298, y: 676.5, width: 304, height: 0.5}
                        appearance: {backgroundColor: '#C9C9C9D4'}
                      - id: action.1
                        role: action
                        style: destructive
                        frame: {x: 0, y: 120, width: 304, height: 57}
                        screenFrame: {x: 298, y: 677, width: 304, height: 57}
                        lines: 1
                        text:
                          displayed: へい
                          lines: [へい]
                          font: {size: 21, weight: regular, lineHeight: 25.061}
                          truncated: false
                        appearance: {font: {family: system, size: 21, weight: regular}, textColor: '#FF3B30FF', textAlignment: center, highlightedBackgroundColor: '#E0E0E0CA'}
                      - id: dimming
                        role: dimming
                        screenFrame: {x: 0, y: 0, width: 834, height: 1194}
                        appearance: {backgroundColor: '#00000000'}
                    scroll: []
                    dimming: {alpha: 0}
                    warnings:
                      - code: cancelOmittedInPopover
                        message: 'The cancel action is not shown in a popover: tapping outside the popover cancels, as UIKit does on iPad.'
                        pointer: /sheet/actions/2
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '415': {$ref: '#/components/responses/UnsupportedMediaType'}
        '422': {$ref: '#/components/responses/InvalidRequest'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /animation:
    post:
      tags: [animation]
      operationId: animation
      summary: Compute a present or dismiss transition
      description: |
        Lays the sheet out as `POST /layout` does, then computes how the sheet, the cancel
        group, the custom view and the dimming view move during the transition: on
        `present` they slide up from below the screen on UIKit's action-sheet spring (mass 1,
        stiffness 522.35, damping 45.71, cut at 0.404 s) while the dimming view fades in; on
        `dismiss` the reverse, plus the seed's fix, the custom view fading out. Each track is
        sampled at `fps` frames per second.

        The request is the `/layout` request plus `transition` (required), `fps`,
        `customViewFade` and `format`; it is refused with 422 in the same cases as
        `/layout`, and when the layout is an iPad popover (pointer `/traits/idiom`: popover
        presentations fade in, "all at once" in Apple's words, and this endpoint models the
        iPhone sheet's slide; a compact iPad window's sheet is animated).
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/AnimationRequest'
            examples:
              seedDismiss:
                summary: The seed sheet dismissed with the seed's fade
                value:
                  screen:
                    width: 390
                    height: 844
                    scale: 3
                    safeAreaInsets: {top: 47, left: 0, bottom: 34, right: 0}
                  sheet:
                    title: ほげ
                    message: ふが
                    actions:
                      - {title: へい, style: default}
                      - {title: へい, style: destructive}
                      - {title: へい, style: cancel}
                    customView:
                      height: 100
                      marginBottom: 16
                      subviews:
                        - id: label
                          frame: {x: 0, y: 0, width: 100, height: 30}
                  transition: dismiss
                  fps: 60
                  customViewFade: {duration: 0.1, curve: easeInEaseOut}
      responses:
        '200':
          description: The transition.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            application/json:
              schema:
                description: |
                  `format: keyframes` (the default) gives AnimationResponse; `coreAnimation`
                  gives CoreAnimationResponse; `lottie` gives a Lottie document.
                oneOf:
                  - $ref: '#/components/schemas/AnimationResponse'
                  - $ref: '#/components/schemas/CoreAnimationResponse'
                  - $ref: '#/components/schemas/LottieDocument'
            text/css:
              schema:
                type: string
                description: |
                  `format: css`: one `@keyframes` rule per track and one class per element
                  (`.sheetd-<transition>-<target>`), springs as `linear()` easing.
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '415': {$ref: '#/components/responses/UnsupportedMediaType'}
        '422': {$ref: '#/components/responses/InvalidRequest'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /preview:
    post:
      tags: [preview]
      operationId: preview
      summary: Draw a layout, or a transition in a loop
      description: |
        Lays the sheet out as `POST /layout` does and draws it: the screen (its safe area
        outside a dashed line), the dimming view, the sheet's groups with their corner radii,
        separators, title, message and action titles in their fonts and colours, and the
        custom view with its subviews, every shape at its computed frame (1 SVG unit = 1 pt)
        and every label in the lines the service measured (one `<text>` per line, its
        baseline at the line's top plus the ascender, size × 1950 / 2048). Fonts are named
        `Inter, 'Noto Sans CJK JP', system-ui, sans-serif`, the fonts the service measures
        with. Colours are those of the metrics reference (iOS 17, light or dark by
        `traits.userInterfaceStyle`); the custom view is green with orange subviews, as in
        the seed, each subview labelled with its id. Shapes carry `data-element` with the
        layout's element id.

        With `transition`, the picture plays the transition in a loop: 0.5 s of the start
        state, the keyframes `POST /animation` computes (at `fps`, with `customViewFade` on
        a dismissal), 1 s of the end state, as SMIL animations in the SVG. The root element
        tells when: `data-loop-lead` and `data-loop-cycle` in seconds. A viewer without SMIL
        shows the sheet at rest.

        The request is the `/layout` request plus the `/animation` members `transition`,
        `fps` and `customViewFade` (not `format`), checked as there; `fps` and
        `customViewFade` matter only with a transition. It is refused with 422 in the same
        cases as `/layout`.

        `Accept` chooses the answer, by quality, then in the order image/svg+xml,
        image/png, text/html (no `Accept` or `*/*`: SVG):
        - `image/svg+xml`: the SVG.
        - `image/png`: the still picture rasterised (librsvg) at the screen's scale, lowered
          so that no side exceeds 4096 px; there is none of a transition (406).
        - `text/html`: a self-contained page with the SVG inline. With a transition it has
          play/pause, speed and time controls; a dismissal of a sheet with a custom view is
          shown twice, side by side, with and without the custom view's fade (the requested
          one, and the other: the seed's fade when the request turned it off), with how long
          the custom view is left behind without it.

        An `Accept` that allows none of these is answered with 406. Responses carry
        `Vary: Accept`.
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/PreviewRequest'
            examples:
              seed:
                summary: The seed sheet on an iPhone 14 (examples/seed.json)
                value:
                  screen:
                    width: 390
                    height: 844
                    scale: 3
                    safeAreaInsets: {top: 47, left: 0, bottom: 34, right: 0}
                  sheet:
                    title: ほげ
                    message: ふが
                    actions:
                      - {title: へい, style: default}
                      - {title: へい, style: destructive}
                      - {title: へい, style: cancel}
                    customView:
                      height: 100
                      marginBottom: 16
                      subviews:
                        - id: label
                          frame: {x: 0, y: 0, width: 100, height: 30}
              seedDismissWithoutFade:
                summary: The seed dismissed without the fade (examples/seed-dismiss-no-fade.json)
                value:
                  screen: {width: 390, height: 844, scale: 3}
                  sheet:
                    title: ほげ
                    message: ふが
                    actions:
                      - {title: へい, style: default}
                      - {title: へい, style: cancel}
                    customView: {height: 100}
                  transition: dismiss
                  customViewFade: false
      responses:
        '200':
          description: The picture, in the media type `Accept` chose.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
            Vary:
              description: Always `Accept`.
              schema: {type: string, const: Accept}
          content:
            image/svg+xml:
              schema:
                type: string
                description: An SVG document (UTF-8), `viewBox="0 0 width height"` in points.
            image/png:
              schema:
                type: string
                contentMediaType: image/png
                description: A PNG of the still picture at the screen's scale (at most 4096 px a side).
            text/html:
              schema:
                type: string
                description: A self-contained HTML page (UTF-8) showing the SVG.
        '400': {$ref: '#/components/responses/BadRequest'}
        '406': {$ref: '#/components/responses/NotAcceptable'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '415': {$ref: '#/components/responses/UnsupportedMediaType'}
        '422': {$ref: '#/components/responses/InvalidRequest'}
        '500': {$ref: '#/components/responses/RenderingFailed'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /:
    get:
      tags: [preview]
      operationId: playgroundRoot
      summary: The playground page
      description: The same page as `GET /playground`.
      responses:
        '200': {$ref: '#/components/responses/PlaygroundPage'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [preview]
      operationId: playgroundRootHead
      summary: The playground page (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /playground:
    get:
      tags: [preview]
      operationId: playground
      summary: The playground page
      description: |
        A self-contained HTML page (inline style and script, nothing loaded from elsewhere)
        where a person edits a sheet (screen and device, text size, light or dark, profile,
        title, message, actions, custom view, or the request's JSON) and sees it drawn by
        `POST /preview`, with its present and dismiss transitions playing (dismiss with and
        without the custom view's fade) and the layout's warnings. The request is kept in the
        address's fragment, so a link reproduces the sheet.
      responses:
        '200': {$ref: '#/components/responses/PlaygroundPage'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [preview]
      operationId: playgroundHead
      summary: The playground page (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /profiles:
    get:
      tags: [reference]
      operationId: profiles
      summary: List the metrics profiles
      description: |
        Every metrics profile a request may name in `profile`, with each UIKit constant it
        uses, the value, where the value comes from and how sure that source is: the
        geometry, the colours and materials of each element (light and dark), and the iPad
        popover's constants (most of them inferred).
      responses:
        '200':
          description: The profiles.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ProfilesResponse'
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [reference]
      operationId: profilesHead
      summary: List the metrics profiles (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /healthz:
    get:
      tags: [operations]
      operationId: healthz
      summary: Liveness
      description: '`ok` while the process serves requests.'
      responses:
        '200':
          description: The process is alive.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            text/plain:
              schema:
                type: string
                const: "ok\n"
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [operations]
      operationId: healthzHead
      summary: Liveness (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /readyz:
    get:
      tags: [operations]
      operationId: readyz
      summary: Readiness
      description: |
        `ready` while the service takes traffic; 503 `draining` once it has begun to shut
        down (on SIGTERM), so load balancers stop sending requests while those in flight
        finish.
      responses:
        '200':
          description: Ready.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            text/plain:
              schema:
                type: string
                const: "ready\n"
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/NotReady'}
    head:
      tags: [operations]
      operationId: readyzHead
      summary: Readiness (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/NotReady'}
  /metrics:
    get:
      tags: [operations]
      operationId: metrics
      summary: Prometheus metrics
      description: |
        Metrics in the Prometheus text exposition format 0.0.4
        (`text/plain; version=0.0.4; charset=utf-8`): requests by route, method and status,
        requests in flight, request durations and layout computation times as histograms.
      responses:
        '200':
          description: The metrics.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            text/plain:
              schema:
                type: string
              example: |
                # HELP sheetd_http_requests_total HTTP requests answered, by route, method and status.
                # TYPE sheetd_http_requests_total counter
                sheetd_http_requests_total{route="/layout",method="POST",status="200"} 1
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [operations]
      operationId: metricsHead
      summary: Prometheus metrics (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
  /openapi.yaml:
    get:
      tags: [reference]
      operationId: openapi
      summary: This document
      description: This OpenAPI document, byte for byte.
      responses:
        '200':
          description: The OpenAPI document.
          headers:
            X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
            ETag: {$ref: '#/components/headers/ETag'}
            Cache-Control: {$ref: '#/components/headers/Cache-Control'}
          content:
            application/yaml:
              schema:
                type: object
                description: This document (YAML, parsed).
                required: [openapi, info, paths]
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
    head:
      tags: [reference]
      operationId: openapiHead
      summary: This document (headers only)
      description: The status and headers `GET` would answer, without the body.
      responses:
        '200': {$ref: '#/components/responses/HeadOk'}
        '304': {$ref: '#/components/responses/NotModified'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/ContentTooLarge'}
        '503': {$ref: '#/components/responses/ServiceUnavailable'}
components:
  headers:
    X-Request-Id:
      description: |
        The request's id: the client's `X-Request-Id` when it is 1 to 128 printable ASCII
        characters other than space, `"` and `\`, otherwise 16 new hex digits.
      required: true
      schema:
        type: string
        pattern: '^[!#-\[\]-~]{1,128}$'
    ETag:
      description: Strong entity tag of the body (a fixed-key 64-bit hash in 16 hex digits).
      required: true
      schema:
        type: string
        pattern: '^"[0-9a-f]{16}"$'
    Cache-Control:
      description: Always `no-cache`.
      required: true
      schema:
        type: string
        const: no-cache
    Retry-After:
      description: Seconds to wait before retrying.
      required: true
      schema:
        type: integer
        minimum: 0
    Allow:
      description: The methods the path accepts, e.g. `GET, HEAD` or `POST`.
      required: true
      schema:
        type: string
  responses:
    HeadOk:
      description: The headers of the `GET` response; no body.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        ETag: {$ref: '#/components/headers/ETag'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
    NotModified:
      description: |
        The `If-None-Match` of a `GET` or `HEAD` named the current `ETag` (or `*`); no body.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        ETag: {$ref: '#/components/headers/ETag'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
    BadRequest:
      description: |
        The body is empty or not valid JSON (`malformed-json`, with the place in `errors`
        when there is one), or the request line or a header is not UTF-8 (`bad-request`).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/BadRequestProblem'
          example:
            type: urn:sheetd:problem:malformed-json
            title: Malformed JSON
            status: 400
            detail: 'The body is not valid JSON: unexpected end of input (byte 5).'
            errors:
              - {pointer: /a, detail: unexpected end of input}
    ContentTooLarge:
      description: The body is larger than the server's limit (1 MiB by default).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/ContentTooLargeProblem'
    UnsupportedMediaType:
      description: |
        The `Content-Type` is missing, not `application/json` (or `application/*+json`), or
        names a charset other than UTF-8.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/UnsupportedMediaTypeProblem'
    InvalidRequest:
      description: |
        Well-formed JSON that is not a valid request: a member of the wrong type, missing or
        unknown, a value out of range, or values that cannot hold a sheet together (see the
        operation). `errors` lists every invalid field with a JSON Pointer into the request.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/InvalidRequestProblem'
          examples:
            severalFields:
              summary: A negative width, a scale out of range and a second cancel action
              value:
                type: urn:sheetd:problem:invalid-request
                title: Invalid Request
                status: 422
                detail: 'The JSON is well-formed but 3 fields are invalid: /screen/width must be a number from 1 to 4096, got -1'
                errors:
                  - pointer: /screen/width
                    detail: must be a number from 1 to 4096, got -1
                  - pointer: /screen/scale
                    detail: must be a number from 1 to 4, got 9
                  - pointer: /sheet/actions/2/style
                    detail: 'a second cancel action: UIAlertController can only have one action with style cancel (the first is /sheet/actions/1)'
    ServiceUnavailable:
      description: |
        The server is shutting down (`shutting-down`) or has too many requests running and
        queued (`overloaded`); retry after `Retry-After` seconds, on another instance when
        shutting down.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
        Retry-After: {$ref: '#/components/headers/Retry-After'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/ServiceUnavailableProblem'
    NotReady:
      description: |
        Shutting down: `draining` as text from the service, or a `shutting-down` or
        `overloaded` problem (with `Retry-After`) when the HTTP layer answers before the
        service.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
        Retry-After:
          description: Seconds to wait; sent with the problem, not with `draining`.
          schema: {type: integer, minimum: 0}
      content:
        text/plain:
          schema:
            type: string
            const: "draining\n"
        application/problem+json:
          schema:
            $ref: '#/components/schemas/ServiceUnavailableProblem'
    NotFound:
      description: |
        No resource at this path (answered for any path not listed in this document, with
        any method).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/NotFoundProblem'
    MethodNotAllowed:
      description: |
        The path exists but does not accept the method (answered for any method not
        documented on a listed path; `HEAD` is accepted wherever `GET` is).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
        Allow: {$ref: '#/components/headers/Allow'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/MethodNotAllowedProblem'
    PlaygroundPage:
      description: The playground, a self-contained HTML page.
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        ETag: {$ref: '#/components/headers/ETag'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        text/html:
          schema:
            type: string
    NotAcceptable:
      description: |
        `Accept` allows none of the media types the preview can take (image/svg+xml,
        image/png without a transition, text/html).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/NotAcceptableProblem'
    RenderingFailed:
      description: The PNG could not be rasterised (a bug in the service).
      headers:
        X-Request-Id: {$ref: '#/components/headers/X-Request-Id'}
        Cache-Control: {$ref: '#/components/headers/Cache-Control'}
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/RenderingFailedProblem'
  schemas:
    # ---------------------------------------------------------------- requests
    LayoutRequest:
      type: object
      description: What to lay out. Only `screen.width` and `sheet` are required.
      additionalProperties: false
      required: [screen, sheet]
      properties:
        screen:
          $ref: '#/components/schemas/Screen'
        traits:
          $ref: '#/components/schemas/Traits'
        profile:
          $ref: '#/components/schemas/ProfileName'
        sheet:
          $ref: '#/components/schemas/Sheet'
      allOf:
        - $ref: '#/components/schemas/Ios12ScreenMinimum'
        - $ref: '#/components/schemas/PadNeedsSourceRect'
    AnimationRequest:
      type: object
      description: |
        The `/layout` request plus the transition to compute. Only `screen.width`, `sheet`
        and `transition` are required.
      additionalProperties: false
      required: [screen, sheet, transition]
      properties:
        screen:
          $ref: '#/components/schemas/Screen'
        traits:
          $ref: '#/components/schemas/Traits'
        profile:
          $ref: '#/components/schemas/ProfileName'
        sheet:
          $ref: '#/components/schemas/Sheet'
        transition:
          type: string
          description: '`present` (the sheet comes in) or `dismiss` (it leaves).'
          enum: [present, dismiss]
        fps:
          type: [integer, 'null']
          description: Frames per second at which every track is sampled. Default 60.
          minimum: 1
          maximum: 240
          default: 60
        customViewFade:
          description: |
            How the custom view fades out on `dismiss` (ignored on `present` and without a
            custom view). Default: the seed's fade, 0.1 s ease-in-ease-out from the start of
            the transition (the seed calls `UIView.animate(withDuration: 0.1)` in
            `viewWillDisappear`). `false` turns the fade off, to show the problem it fixes:
            the custom view left behind while the sheet slides away.
          oneOf:
            - $ref: '#/components/schemas/CustomViewFade'
            - type: boolean
              const: false
            - type: 'null'
        format:
          type: [string, 'null']
          description: |
            The encoding of the animation: `keyframes` (the JSON tracks, the default),
            `coreAnimation` (key times and values for `CAKeyframeAnimation`), `css`
            (`@keyframes` rules) or `lottie`.
          enum: [keyframes, coreAnimation, css, lottie, null]
          default: keyframes
      allOf:
        - $ref: '#/components/schemas/Ios12ScreenMinimum'
        - $ref: '#/components/schemas/PadNeedsSourceRect'
    CustomViewFade:
      type: object
      description: A fade of the custom view to transparent from the start of the transition.
      additionalProperties: false
      properties:
        duration:
          type: [number, 'null']
          description: Length in seconds, more than 0 and at most 2. Default 0.1 (the seed's).
          exclusiveMinimum: 0
          maximum: 2
          default: 0.1
        curve:
          type: [string, 'null']
          description: |
            The timing curve, as `CAMediaTimingFunctionName`; `default` is UIKit's default
            curve. Default `easeInEaseOut` (the seed's: `UIView.animate` uses ease-in-ease-out).
          enum: [linear, easeIn, easeOut, easeInEaseOut, default, null]
          default: easeInEaseOut
    PreviewRequest:
      type: object
      description: |
        The `/layout` request, plus a transition to play in a loop. Only `screen.width` and
        `sheet` are required.
      additionalProperties: false
      required: [screen, sheet]
      properties:
        screen:
          $ref: '#/components/schemas/Screen'
        traits:
          $ref: '#/components/schemas/Traits'
        profile:
          $ref: '#/components/schemas/ProfileName'
        sheet:
          $ref: '#/components/schemas/Sheet'
        transition:
          type: [string, 'null']
          description: |
            `present` or `dismiss` to draw the transition in a loop; absent for a still
            picture.
          enum: [present, dismiss, null]
        fps:
          type: [integer, 'null']
          description: Frames per second at which the transition is sampled. Default 60.
          minimum: 1
          maximum: 240
          default: 60
        customViewFade:
          description: |
            The custom view's fade on `dismiss`, as in `/animation`: the seed's by default,
            an object to change it, `false` for none (the custom view is left behind).
          oneOf:
            - $ref: '#/components/schemas/CustomViewFade'
            - type: boolean
              const: false
            - type: 'null'
      allOf:
        - $ref: '#/components/schemas/Ios12ScreenMinimum'
        - $ref: '#/components/schemas/PadNeedsSourceRect'
    Ios12ScreenMinimum:
      description: |
        The `ios12` profile has wider side margins (10 pt) and a lower top limit (30 pt
        below the safe area), so its sheet needs a short side of at least 72 pt and a height
        of at least 124 pt (68 and 100 pt with `ios17`).
      if:
        required: [profile]
        properties:
          profile: {const: ios12}
      then:
        properties:
          screen:
            properties:
              width: {minimum: 72}
              height: {minimum: 124}
    PadNeedsSourceRect:
      description: |
        On iPad (`traits.idiom: pad`) `sheet.sourceRect` is required, whatever the window's
        width: UIKit presents an iPad action sheet as a popover and raises NSGenericException
        ("You must provide either a sourceView and sourceRect or a barButtonItem") without an
        anchor. The 422 for a missing one points at `/sheet/sourceRect`.
      if:
        required: [traits]
        properties:
          traits:
            type: object
            required: [idiom]
            properties:
              idiom: {const: pad}
      then:
        properties:
          sheet:
            required: [sourceRect]
    ProfileName:
      type: [string, 'null']
      description: |
        The metrics profile: `ios17` (iOS 13 to 18, measured against iOS 17; the default)
        or `ios12` (iOS 9 to 12, the seed's era). `GET /profiles` lists their constants.
      enum: [ios17, ios12, null]
      default: ios17
    Screen:
      type: object
      description: |
        The screen in its current orientation (wider than tall is landscape). Only `width`
        is required. Missing values come from the most common iPhone of that width in either
        orientation: 320 (SE 1st gen.), 375 (8, SE), 390 (12–14), 393 (14 Pro–16), 402
        (16 Pro), 414 (XR, 11), 428 (12–14 Pro Max / Plus), 430 (14 Pro Max–16 Plus) and 440
        (16 Pro Max) points, or their heights for landscape. On iPad (`traits.idiom: pad`)
        they come from the iPads instead: 744 (mini 6th gen.), 768 (9.7-inch, mini 2–5), 810
        (7th–9th gen.), 820 (10th gen., Air 11-inch), 834 (Pro 11-inch) and 1024 (Pro
        12.9-inch) points, all 2x, with a 24 pt status bar and a 20 pt home indicator in both
        orientations (20 and 0 on the home-button models); any other width is a window (Slide
        Over, Split View) on the 820 × 1180 iPad. The response's `assumptions` says which
        values were assumed. In Split View and Slide Over, describe the app's window.

        Each value must lie in its range, and together the values must leave room for the
        sheet. JSON Schema cannot compare members, so this rule is stated here only; a
        request that breaks it is refused with 422:

        - the short side (`min(width, height)`) is at least 68 pt (72 pt with `ios12`);
        - `left + right < width` and `top + bottom < height` (insets and height as
          resolved);
        - between the profile's top limit and the bottom of the safe area there is room
          for 84 pt of actions, plus the cancel row and its 8 pt gap when there is a cancel
          action. The top limit is, in portrait, the top inset but at least 20 pt with
          `ios17` (above 47 pt only 7/12 of the excess counts) and the top inset + 30 pt
          with `ios12`; in landscape 8 pt (`ios17`) or 30 pt (`ios12`). The bottom of the
          safe area is at least 8 pt (`ios17`) or 10 pt (`ios12`) above the screen's bottom
          edge. The cancel row is 57 pt high, more at the larger text sizes (up to 109 pt
          with `ios17` and 113 pt with `ios12` at `accessibilityExtraExtraExtraLarge`).

        Every iPhone, in portrait and in landscape, holds any sheet.
      additionalProperties: false
      required: [width]
      properties:
        width:
          type: number
          description: |
            Width in points, up to 4096. The server checks 1 to 4096 and that the short side
            of the screen is at least 68 pt (72 pt with `ios12`): narrower screens cannot
            hold a sheet.
          minimum: 68
          maximum: 4096
        height:
          type: [number, 'null']
          description: |
            Height in points, up to 4096 (the server checks 1 to 4096, a short side of at
            least 68 pt, and room for the sheet: at least 100 pt with `ios17`, 124 pt with
            `ios12`, more with a cancel action, large text or insets). Default: the
            catalogue device's height for the width (its width in landscape), otherwise
            `round(width × 19.5 / 9)`, the aspect ratio of every Face ID iPhone.
          minimum: 100
          maximum: 4096
        scale:
          type: [number, 'null']
          description: |
            Device pixels per point, 1 to 4; frames are aligned to this pixel grid. Default:
            the catalogue device's scale, otherwise 3.
          minimum: 1
          maximum: 4
        safeAreaInsets:
          $ref: '#/components/schemas/SafeAreaInsets'
    SafeAreaInsets:
      type: [object, 'null']
      description: |
        The safe-area insets in points. Default (when absent or null): the catalogue
        device's insets for the orientation (status bar 20 pt on home-button iPhones; sensor
        housing and 34 pt home indicator on Face ID iPhones, 21 pt in landscape), otherwise
        0. A side left out of a given object is 0. Together with the width and height they
        must leave room for the sheet (see `Screen`).
      additionalProperties: false
      properties:
        top: {$ref: '#/components/schemas/Inset'}
        left: {$ref: '#/components/schemas/Inset'}
        bottom: {$ref: '#/components/schemas/Inset'}
        right: {$ref: '#/components/schemas/Inset'}
    Inset:
      type: [number, 'null']
      description: One side's inset in points, 0 to 4096. Default 0.
      minimum: 0
      maximum: 4096
      default: 0
    Traits:
      type: [object, 'null']
      description: The trait collection. Defaults are UIKit's on an iPhone.
      additionalProperties: false
      properties:
        idiom:
          type: [string, 'null']
          description: |
            `UIUserInterfaceIdiom`. `pad` requires `sheet.sourceRect`; with a regular
            horizontal size class the sheet is then a popover. Default `phone`.
          enum: [phone, pad, null]
          default: phone
        horizontalSizeClass:
          type: [string, 'null']
          description: |
            The window's horizontal `UIUserInterfaceSizeClass`. On iPad, `regular` gives the
            popover and `compact` (Slide Over, narrow Split View) the iPhone sheet; on iPhone
            it changes nothing (every iPhone shows the sheet). Default: on iPad `regular` when
            `screen.width` is at least 678 pt (half of a 12.9-inch iPad Pro in landscape; the
            threshold is inferred from Apple's multitasking description), else `compact`, and
            the choice is reported in `assumptions`; on iPhone `compact`.
          enum: [compact, regular, null]
        layoutDirection:
          type: [string, 'null']
          description: |
            `ltr` or `rtl` (`UITraitEnvironmentLayoutDirection`). `rtl` mirrors the layout:
            every `x` becomes `W − (x + width)` on screen and `S − (x + width)` in the alert
            controller view's coordinates (S its width), and the custom view's `x` and its
            subviews' frames count from the leading (right) edge. Labels stay centred, as in
            UIKit. Default `ltr`.
          enum: [ltr, rtl, null]
          default: ltr
        contentSizeCategory:
          type: [string, 'null']
          description: |
            The Dynamic Type size, as `UIContentSizeCategory` in lower camel case. It sets the
            font sizes of the title, message and actions. Default `large`.
          enum:
            - extraSmall
            - small
            - medium
            - large
            - extraLarge
            - extraExtraLarge
            - extraExtraExtraLarge
            - accessibilityMedium
            - accessibilityLarge
            - accessibilityExtraLarge
            - accessibilityExtraExtraLarge
            - accessibilityExtraExtraExtraLarge
            - null
          default: large
        userInterfaceStyle:
          type: [string, 'null']
          description: |
            Light or dark; sets the dimming view's alpha and the colours in each element's
            `appearance`. Default `light`.
          enum: [light, dark, null]
          default: light
    Sheet:
      type: object
      description: |
        The content of the sheet: the arguments of
        `UIAlertController(title:message:preferredStyle: .actionSheet)`, its actions in
        `addAction` order and the seed's custom view. Every member is optional.
      additionalProperties: false
      properties:
        title:
          $ref: '#/components/schemas/HeaderText'
        message:
          $ref: '#/components/schemas/HeaderText'
        actions:
          type: [array, 'null']
          description: |
            The actions in the order they are added, at most 100, at most one of them with
            style `cancel` (UIKit moves it to its own group at the bottom). Default: none.
          maxItems: 100
          items:
            $ref: '#/components/schemas/Action'
          contains:
            $ref: '#/components/schemas/CancelAction'
          minContains: 0
          maxContains: 1
        customView:
          $ref: '#/components/schemas/CustomView'
        sourceRect:
          $ref: '#/components/schemas/SourceRect'
        permittedArrowDirections:
          type: [array, 'null']
          description: |
            `popoverPresentationController.permittedArrowDirections`: the directions the
            popover's arrow may point, each at most once. Default: all four (`.any`). An empty
            array gives a popover without an arrow, centred on the source rectangle (as
            `permittedArrowDirections = []` does). Ignored for the sheet.
          maxItems: 4
          uniqueItems: true
          items:
            $ref: '#/components/schemas/ArrowDirection'
    SourceRect:
      type: [object, 'null']
      description: |
        The popover's anchor: the rectangle of `popoverPresentationController.sourceRect` in
        screen (window) coordinates, i.e. `sourceView.convert(sourceRect, to: nil)`; for a
        bar button item, the button's rectangle. Required on iPad (`PadNeedsSourceRect`),
        ignored on iPhone. It must lie inside the screen (0 ≤ x, x + width ≤ screen width,
        and the same for y and the height, with the height as resolved), or the request is
        refused with 422 at `/sheet/sourceRect`; JSON Schema cannot compare it to the screen.
      additionalProperties: false
      required: [width, height]
      properties:
        x:
          type: [number, 'null']
          description: 0 to 4096. Default 0.
          minimum: 0
          maximum: 4096
          default: 0
        y:
          type: [number, 'null']
          description: 0 to 4096. Default 0.
          minimum: 0
          maximum: 4096
          default: 0
        width:
          type: number
          description: 0 to 4096 (0 anchors the popover to a point).
          minimum: 0
          maximum: 4096
        height:
          type: number
          description: 0 to 4096.
          minimum: 0
          maximum: 4096
    ArrowDirection:
      type: string
      description: |
        `UIPopoverArrowDirection`: where the arrow points, toward the source. `up` is a
        popover below its source, `down` above it, `left` right of it, `right` left of it.
      enum: [up, down, left, right]
    HeaderText:
      type: [string, 'null']
      description: |
        A header text of at most 4000 characters (grapheme clusters; `maxLength` counts code
        points, of which there are never fewer), without NUL; absent or null for none. Long
        texts are broken into lines, and the header scrolls when they do not fit.
      maxLength: 4000
      pattern: '^[^\x00]*$'
    Action:
      type: object
      description: '`UIAlertAction(title:style:handler:)`.'
      additionalProperties: false
      required: [title]
      properties:
        title:
          type: string
          description: |
            The button's title, 1 to 500 characters (grapheme clusters), without NUL. A title
            that does not fit on one line is set smaller (down to the profile's minimum scale
            factor), then shortened in the middle; the response warns about both.
          minLength: 1
          maxLength: 500
          pattern: '^[^\x00]*$'
        style:
          type: [string, 'null']
          description: '`UIAlertAction.Style`. Default `default`.'
          enum: [default, destructive, cancel, null]
          default: default
    CancelAction:
      description: An action with style `cancel`.
      type: object
      required: [style]
      properties:
        style: {const: cancel}
    CustomView:
      type: [object, 'null']
      description: |
        The seed's custom view, added to the alert controller's view above the title block
        at `y = -(height + marginBottom)`. UIKit neither makes room for it nor clips it; the
        response warns when it reaches too high.
      additionalProperties: false
      required: [height]
      properties:
        height:
          type: number
          description: Height in points, 0 to 10000.
          minimum: 0
          maximum: 10000
        width:
          type: [number, 'null']
          description: |
            Width in points, 0 to 10000. Default: the sheet's width (the screen's short side
            less twice the profile's side margin).
          minimum: 0
          maximum: 10000
        x:
          type: [number, 'null']
          description: |
            Offset from the sheet's leading edge in points (from the right edge with
            `traits.layoutDirection: rtl`), -10000 to 10000. Default 0, the seed's choice.
          minimum: -10000
          maximum: 10000
          default: 0
        marginBottom:
          type: [number, 'null']
          description: |
            The gap between the custom view and the top of the sheet in points, -10000 to
            10000 (a negative gap overlaps the sheet and is warned about). Default 16, the
            seed's `customViewMarginBottom`.
          minimum: -10000
          maximum: 10000
          default: 16
        subviews:
          type: [array, 'null']
          description: |
            Views inside the custom view, at most 100, with distinct ids (a duplicate is
            refused with 422). Default: none.
          maxItems: 100
          items:
            $ref: '#/components/schemas/CustomSubview'
    CustomSubview:
      type: object
      description: A subview; it is reported as the element `customView.<id>`.
      additionalProperties: false
      required: [id, frame]
      properties:
        id:
          type: string
          description: |
            1 to 64 letters, digits, `-` or `_`, unique among the subviews. Letters and digits
            of every script count (Unicode's Alphabetic property and every character with a
            numeric value); the pattern spells this out for ASCII and Latin-1 only, so other
            symbols, marks and spaces pass it but are refused with 422, as are duplicate ids.
          minLength: 1
          maxLength: 64
          pattern: '^[^\x00-\x2C\x2E\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\xA9\xAB-\xB1\xB4\xB6-\xB8\xBB\xBF\xD7\xF7]{1,64}$'
        frame:
          $ref: '#/components/schemas/SubviewFrame'
    SubviewFrame:
      type: object
      description: |
        The subview's frame in the custom view's coordinates, `x` from its leading edge (the
        right one with `traits.layoutDirection: rtl`).
      additionalProperties: false
      required: [width, height]
      properties:
        x:
          type: [number, 'null']
          description: -10000 to 10000. Default 0.
          minimum: -10000
          maximum: 10000
          default: 0
        y:
          type: [number, 'null']
          description: -10000 to 10000. Default 0.
          minimum: -10000
          maximum: 10000
          default: 0
        width:
          type: number
          description: 0 to 10000.
          minimum: 0
          maximum: 10000
        height:
          type: number
          description: 0 to 10000.
          minimum: 0
          maximum: 10000
    # ---------------------------------------------------------------- responses
    Rect:
      type: object
      description: A rectangle in points, aligned to the pixel grid, with at most 3 decimals.
      required: [x, y, width, height]
      properties:
        x: {type: number}
        y: {type: number}
        width: {type: number}
        height: {type: number}
    LayoutResponse:
      type: object
      description: The layout. Members are written in this order.
      required:
        - profile
        - assumptions
        - screen
        - topLimit
        - presentation
        - layoutDirection
        - sheet
        - elements
        - scroll
        - dimming
        - warnings
      properties:
        profile:
          type: string
          description: The profile used.
          enum: [ios17, ios12]
        assumptions:
          type: array
          description: |
            One sentence per default that was applied, e.g. `screen.height=844 (iPhone 12–14,
            the most common iPhone of width 390)`. Empty when the request gave every value.
          items: {type: string}
        screen:
          $ref: '#/components/schemas/ResolvedScreen'
        topLimit:
          type: number
          description: |
            The highest screen y the sheet may reach; for a popover, the top of the area it may
            occupy (the safe area less its 10 pt layout margin).
        presentation:
          type: string
          description: |
            `sheet` (the iPhone sheet, also on an iPad window of compact width) or `popover`
            (a regular-width iPad: anchored to `sheet.sourceRect`, described by `popover`,
            without the cancel action).
          enum: [sheet, popover]
        layoutDirection:
          type: string
          description: The layout direction the frames are for (`rtl` frames are mirrored).
          enum: [ltr, rtl]
        sheet:
          type: object
          description: The alert controller's view.
          required: [screenFrame]
          properties:
            screenFrame:
              $ref: '#/components/schemas/Rect'
              description: |
                The alert controller view's frame in screen coordinates: the main group, or
                the cancel group when there is no main group; in a popover, the popover's
                body. Its origin is the origin of
                every element's `frame`.
        popover:
          $ref: '#/components/schemas/Popover'
        elements:
          type: array
          description: |
            Every element in drawing order: the custom view and its subviews, the main
            group, header, title, message, then actions and separators in input order, the
            cancel group, the cancel action (neither in a popover) and the dimming view.
          items:
            $ref: '#/components/schemas/LayoutElement'
        scroll:
          type: array
          description: The parts whose content is taller than their room, so they scroll.
          items:
            $ref: '#/components/schemas/ScrollRegion'
        dimming:
          type: object
          description: The dimming view behind the sheet.
          required: [alpha]
          properties:
            alpha:
              type: number
              description: Its alpha at rest (0.2 light, 0.48 dark, 0 behind a popover).
              minimum: 0
              maximum: 1
        warnings:
          type: array
          description: Things the client should know; empty when there are none.
          items:
            $ref: '#/components/schemas/LayoutWarning'
    Popover:
      type: object
      description: |
        Where the iPad popover went; present when `presentation` is `popover`. The side is
        chosen among the permitted ones in the order below, above, leading side, trailing
        side of the source (mirrored with `rtl`): the first with room for the whole content,
        else the one that shows the most of it (the content then scrolls). All of it is
        inferred; docs/geometry.md gives the rule and the sources.
      required: [sourceRect, permittedArrowDirections, screenFrame]
      properties:
        sourceRect:
          $ref: '#/components/schemas/Rect'
          description: The source rectangle, as given.
        permittedArrowDirections:
          type: array
          description: The permitted directions, in the order up, down, left, right.
          items:
            $ref: '#/components/schemas/ArrowDirection'
        screenFrame:
          $ref: '#/components/schemas/Rect'
          description: The popover's body without its arrow, equal to `sheet.screenFrame`.
        arrow:
          $ref: '#/components/schemas/PopoverArrow'
    PopoverArrow:
      type: object
      description: |
        The popover's arrow (absent when no direction was permitted), drawn like the main
        group. Its tip lies on the source's edge, its base on the body's edge.
      required: [direction, tip, screenFrame]
      properties:
        direction:
          $ref: '#/components/schemas/ArrowDirection'
        tip:
          type: object
          description: The tip, in screen coordinates.
          required: [x, y]
          properties:
            x: {type: number}
            y: {type: number}
        screenFrame:
          $ref: '#/components/schemas/Rect'
          description: The arrow's bounding box in screen coordinates (13 × 36 pt, inferred).
    ResolvedScreen:
      type: object
      description: The screen with every default applied.
      required: [width, height, scale, orientation, safeAreaInsets]
      properties:
        width: {type: number}
        height: {type: number}
        scale: {type: number}
        orientation:
          type: string
          description: '`landscape` when wider than tall.'
          enum: [portrait, landscape]
        safeAreaInsets:
          type: object
          required: [top, left, bottom, right]
          properties:
            top: {type: number}
            left: {type: number}
            bottom: {type: number}
            right: {type: number}
    LayoutElement:
      type: object
      description: |
        One rectangle of the layout. `frame` is in the coordinate space of
        `UIAlertController.view` in action-sheet style (origin at the top-left corner of the
        block that shows the title, so the custom view's `y` is `-(height + marginBottom)`);
        `screenFrame` is the same rectangle in screen coordinates.
      required: [id, role, screenFrame]
      properties:
        id:
          type: string
          description: |
            Stable identifier: `customView`, `customView.<subview id>`, `mainGroup`,
            `header`, `title`, `message`, `separator.header`, `action.N` (N counts the
            non-cancel actions in input order), `separator.N` (below `action.N`),
            `cancelGroup`, `cancel`, `dimming`.
          pattern: '^(customView(\..+)?|mainGroup|header|title|message|separator\.(header|[0-9]+)|action\.[0-9]+|cancelGroup|cancel|dimming)$'
        role:
          type: string
          enum:
            - customView
            - customSubview
            - mainGroup
            - header
            - title
            - message
            - action
            - separator
            - cancelGroup
            - cancel
            - dimming
        style:
          type: string
          description: The action style; present on `action` and `cancel` elements only.
          enum: [default, destructive, cancel]
        frame:
          $ref: '#/components/schemas/Rect'
          description: |
            The frame in the alert controller view's coordinates; absent on the dimming view,
            which is not inside it.
        screenFrame:
          $ref: '#/components/schemas/Rect'
          description: The frame in screen coordinates.
        localFrame:
          $ref: '#/components/schemas/Rect'
          description: |
            For custom subviews, the frame relative to the custom view, as given (not mirrored
            with `rtl`: its `x` counts from the custom view's leading edge).
        lines:
          type: integer
          description: For labels (title, message, actions), the number of lines drawn.
          minimum: 1
        text:
          $ref: '#/components/schemas/TextLayout'
        clippedBy:
          type: string
          description: The id of the scroll region that clips the element, if it is inside one.
          enum: [header, actions]
        appearance:
          $ref: '#/components/schemas/ElementAppearance'
      allOf:
        - if:
            properties: {role: {const: dimming}}
          then:
            not: {required: [frame]}
          else:
            required: [frame]
        - if:
            properties: {role: {enum: [action, cancel]}}
          then:
            required: [style]
          else:
            not: {required: [style]}
        - if:
            properties: {role: {const: cancel}}
          then:
            properties: {style: {const: cancel}}
        - if:
            properties: {role: {const: action}}
          then:
            properties: {style: {enum: [default, destructive]}}
        - if:
            properties: {role: {enum: [title, message, action, cancel]}}
          then:
            required: [lines, text]
          else:
            allOf:
              - not: {required: [lines]}
              - not: {required: [text]}
        - if:
            properties: {role: {const: customSubview}}
          then:
            required: [localFrame]
          else:
            not: {required: [localFrame]}
    ElementAppearance:
      type: object
      description: |
        How to draw the element, from the profile (`GET /profiles` gives each value's source)
        for `traits.userInterfaceStyle`. Present on every element but the custom view, its
        subviews and the header; each member only where it applies: `mainGroup` has
        `backgroundColor`, `material`, `cornerRadius`, `cornerCurve` and `separatorColor`;
        `cancelGroup` `backgroundColor`, `cornerRadius` and `cornerCurve`; separators and the
        dimming view `backgroundColor`; `title` and `message` `font`, `textColor` and
        `textAlignment`; actions and `cancel` those and `highlightedBackgroundColor`.
      additionalProperties: false
      properties:
        font:
          type: object
          description: The font the label is drawn in (after any shrinking, as `text.font`).
          required: [family, size, weight]
          properties:
            family:
              type: string
              description: A role, not a file; `system` is `UIFont.systemFont` (SF Pro on iOS).
              enum: [system]
            size: {type: number}
            weight:
              type: string
              enum: [regular, semibold]
        textColor:
          $ref: '#/components/schemas/Color'
        textAlignment:
          type: string
          description: |
            `center` for every label of the action sheet, in both layout directions (UIKit
            centres them); `leading` and `trailing` are reserved.
          enum: [center, leading, trailing]
        backgroundColor:
          $ref: '#/components/schemas/Color'
        material:
          type: string
          description: |
            The blur behind the element, as `UIBlurEffect.Style`: `systemMaterial` (iOS 13+),
            `prominent` (iOS 10–12), `extraLight` (iOS 9); `backgroundColor` is drawn over it.
          enum: [systemMaterial, prominent, extraLight]
        cornerRadius:
          type: number
          minimum: 0
        cornerCurve:
          type: string
          description: '`CALayerCornerCurve`: `continuous` is Apple''s squircle-like curve.'
          enum: [circular, continuous]
        separatorColor:
          $ref: '#/components/schemas/Color'
        highlightedBackgroundColor:
          $ref: '#/components/schemas/Color'
    Color:
      type: string
      description: An sRGB colour with alpha, `#RRGGBBAA` in upper-case hexadecimal.
      pattern: '^#[0-9A-F]{8}$'
    TextLayout:
      type: object
      description: How a label's text was set.
      required: [displayed, lines, font, truncated]
      properties:
        displayed:
          type: string
          description: The text as drawn (shortened in the middle when it was truncated).
        lines:
          type: array
          description: The lines the text was broken into.
          items: {type: string}
        font:
          type: object
          description: The font the text is drawn in.
          required: [size, weight, lineHeight]
          properties:
            size:
              type: number
              description: Point size (smaller than the style's when an action title was shrunk to fit).
            weight:
              type: string
              enum: [regular, semibold]
            lineHeight:
              type: number
        truncated:
          type: boolean
          description: Whether the text did not fit and was shortened.
    ScrollRegion:
      type: object
      description: A part of the sheet whose content is taller than its room.
      required: [id, screenFrame, contentHeight, visibleHeight]
      properties:
        id:
          type: string
          enum: [header, actions]
        screenFrame:
          $ref: '#/components/schemas/Rect'
          description: The visible viewport in screen coordinates.
        contentHeight:
          type: number
          description: The height of the whole content.
        visibleHeight:
          type: number
          description: The height that is visible.
    LayoutWarning:
      type: object
      description: |
        Something the client should know. `code` is stable and machine-readable; `message`
        is for people. Codes: `customViewOffScreen`, `customViewAboveSafeArea`,
        `customViewAboveTopLimit` (the custom view reaches above where a sheet may),
        `customViewOverlapsSheet` (negative `marginBottom`), `subviewOutsideCustomView`,
        `headerScrolls`, `actionsScroll` (more actions than fit: they scroll),
        `actionTitleShrunk`, `actionTitleTruncated`, `cancelOmittedInPopover` (a popover
        omits the cancel action), `customViewOutsidePopover` (a popover clips its content,
        so the custom view above it may not show), `popoverEmpty`. New codes may be added.
      required: [code, message]
      properties:
        code:
          type: string
        message:
          type: string
        pointer:
          type: string
          description: JSON Pointer to the request field concerned, if any.
    CoreAnimationResponse:
      type: object
      description: |
        `format: coreAnimation`: per track, the key path, key times (0…1), values and
        per-segment timing functions for `CAKeyframeAnimation`, and for springs the
        `CASpringAnimation` parameters. `position.y` values are layer centres.
      additionalProperties: true
      required: [transition, duration, fps, format, animations]
      properties:
        transition: {type: string, enum: [present, dismiss]}
        duration: {type: number, minimum: 0}
        fps: {type: integer, minimum: 1, maximum: 240}
        format: {type: string, const: coreAnimation}
        animations:
          type: array
          items:
            type: object
            additionalProperties: true
            required: [target, keyPath, beginTime, duration, fromValue, toValue, keyframeAnimation]
            properties:
              target: {type: string}
              keyPath: {type: string, enum: [position.y, opacity]}
              beginTime: {type: number}
              duration: {type: number, minimum: 0}
              fromValue: {type: number}
              toValue: {type: number}
              keyframeAnimation:
                type: object
                additionalProperties: true
                required: [keyTimes, values]
                properties:
                  keyTimes: {type: array, items: {type: number, minimum: 0, maximum: 1}}
                  values: {type: array, items: {type: number}}
              springAnimation:
                type: object
                additionalProperties: true
                required: [mass, stiffness, damping, initialVelocity]
                properties:
                  mass: {type: number}
                  stiffness: {type: number}
                  damping: {type: number}
                  initialVelocity: {type: number}
    LottieDocument:
      type: object
      description: |
        `format: lottie`: a Lottie (Bodymovin 5.7) animation whose layers draw the custom
        view, the cancel group, the sheet and the dimming view; frame rate = `fps`.
      additionalProperties: true
      required: [v, fr, ip, op, w, h, layers]
      properties:
        v: {type: string}
        fr: {type: number}
        ip: {type: number}
        op: {type: number}
        w: {type: number}
        h: {type: number}
        layers: {type: array, items: {type: object}}
    AnimationResponse:
      type: object
      description: |
        `format: keyframes`: the transition as tracks of keyframes, with analytic timing.
        Clients must ignore members they do not know.
      additionalProperties: true
      required: [transition, duration, fps, tracks]
      properties:
        transition:
          type: string
          enum: [present, dismiss]
        duration:
          type: number
          description: The length of the whole transition in seconds (0.404 for UIKit's spring).
          minimum: 0
        fps:
          type: integer
          description: The sampling rate of the keyframes.
          minimum: 1
          maximum: 240
        tracks:
          type: array
          items:
            $ref: '#/components/schemas/AnimationTrack'
    AnimationTrack:
      type: object
      description: One property of one element over the transition.
      required: [target, property, timing, keyframes]
      properties:
        target:
          type: string
          description: The element, e.g. `sheet`, `cancelGroup`, `customView` or `dimming`.
        property:
          type: string
          description: '`position.y` (screen y of the top edge, in points) or `opacity` (0 to 1).'
        timing:
          $ref: '#/components/schemas/Timing'
        keyframes:
          type: array
          description: |
            Samples every 1/fps s from the start of the track, always including its first and
            last instant.
          items:
            type: object
            required: [time, value]
            properties:
              time:
                type: number
                description: Seconds from the start of the transition.
                minimum: 0
              value:
                type: number
                description: Points for positions, 0 to 1 for opacity.
    Timing:
      description: The timing curve of a track.
      oneOf:
        - $ref: '#/components/schemas/SpringTiming'
        - $ref: '#/components/schemas/CubicBezierTiming'
      discriminator:
        propertyName: type
        mapping:
          spring: '#/components/schemas/SpringTiming'
          cubicBezier: '#/components/schemas/CubicBezierTiming'
    SpringTiming:
      type: object
      description: A damped spring, as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
      required: [type, mass, stiffness, damping, initialVelocity]
      properties:
        type: {type: string, const: spring}
        mass: {type: number}
        stiffness: {type: number}
        damping: {type: number}
        initialVelocity: {type: number}
        duration:
          type: number
          description: Seconds until the spring is taken to have settled.
    CubicBezierTiming:
      type: object
      description: A cubic Bézier timing function, as `CAMediaTimingFunction(controlPoints:)`.
      required: [type, controlPoints]
      properties:
        type: {type: string, const: cubicBezier}
        controlPoints:
          type: array
          description: '`[x1, y1, x2, y2]`.'
          minItems: 4
          maxItems: 4
          items: {type: number}
        duration:
          type: number
          description: Seconds.
    ProfilesResponse:
      type: object
      description: Every metrics profile with its constants.
      required: [default, profiles]
      properties:
        default:
          type: string
          description: The profile used when a request names none.
          const: ios17
        profiles:
          type: array
          items:
            type: object
            required: [name, constants]
            properties:
              name:
                type: string
                enum: [ios17, ios12]
              constants:
                type: array
                items:
                  type: object
                  required: [name, value, source, confidence]
                  properties:
                    name:
                      type: string
                      description: The constant, e.g. `sideMargin`.
                    value:
                      type: string
                      description: |
                        Its value for people: a number, a short rule, or colours as
                        `light #RRGGBBAA, dark #RRGGBBAA` (one `#RRGGBBAA` when both are equal).
                    source:
                      type: string
                      description: Where the value comes from.
                    confidence:
                      type: string
                      description: |
                        `documented` (Apple says so), `measured` (on a device or simulator),
                        `reimplemented` (hard-coded by reimplementations) or `inferred`.
                      enum: [documented, measured, reimplemented, inferred]
    # ---------------------------------------------------------------- problems
    Problem:
      type: object
      description: |
        An RFC 9457 problem. `type` is one of `urn:sheetd:problem:malformed-json` (400),
        `bad-request` (400), `not-found` (404), `method-not-allowed` (405), `not-acceptable`
        (406), `body-too-large` (413), `uri-too-long` (414), `unsupported-media-type` (415),
        `header-fields-too-large` (431), `invalid-request`
        (422), `rendering-failed` (500), `overloaded` (503) and `shutting-down` (503), each
        under `urn:sheetd:problem:`.
      required: [type, title, status, detail]
      properties:
        type:
          type: string
          pattern: '^urn:sheetd:problem:[a-z-]+$'
        title:
          type: string
          description: A summary that is the same for every problem of the type.
        status:
          type: integer
          description: The HTTP status code.
        detail:
          type: string
          description: What went wrong this time, for people.
        errors:
          type: array
          description: The invalid fields (for `invalid-request`, and `malformed-json` when the place is known).
          minItems: 1
          items:
            $ref: '#/components/schemas/ProblemError'
    ProblemError:
      type: object
      required: [pointer, detail]
      properties:
        pointer:
          type: string
          description: 'JSON Pointer into the request, e.g. `/sheet/actions/3/style` (empty for the whole body).'
        detail:
          type: string
          description: What is wrong with it.
    BadRequestProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type:
              enum: ['urn:sheetd:problem:malformed-json', 'urn:sheetd:problem:bad-request']
            status: {const: 400}
    NotFoundProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:not-found'}
            status: {const: 404}
    MethodNotAllowedProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:method-not-allowed'}
            status: {const: 405}
    NotAcceptableProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:not-acceptable'}
            status: {const: 406}
    RenderingFailedProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:rendering-failed'}
            status: {const: 500}
    ContentTooLargeProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:body-too-large'}
            status: {const: 413}
    UnsupportedMediaTypeProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type: {const: 'urn:sheetd:problem:unsupported-media-type'}
            status: {const: 415}
    InvalidRequestProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - required: [errors]
          properties:
            type: {const: 'urn:sheetd:problem:invalid-request'}
            status: {const: 422}
    ServiceUnavailableProblem:
      allOf:
        - $ref: '#/components/schemas/Problem'
        - properties:
            type:
              enum: ['urn:sheetd:problem:overloaded', 'urn:sheetd:problem:shutting-down']
            status: {const: 503}

"""#
}
