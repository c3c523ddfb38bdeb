"""The tables of scripts/regen-client-models.py: what openapi.yaml cannot say about the client's Swift.

Each entry is checked by the generator (a schema it reaches that no table names stops it) and by
IntegrationTests/contract/test_client_models.py; see the generator's docstring for what each table is for.
"""

# Open on purpose (a newer server may add values), so not held to the contract's list.
OPEN_ENUMS = {"ProfileName"}

# Generated structs: openapi schema (or inline `Schema/member`, `[]` for items) → Swift name.
SWIFT_NAMES = {
    "LayoutRequest": "LayoutRequest",
    "Screen": "Screen",
    "SafeAreaInsets": "SafeAreaInsets",
    "Traits": "Traits",
    "Sheet": "Sheet",
    "TextField": "TextField",
    "Action": "Action",
    "CustomView": "CustomView",
    "CustomSubview": "CustomSubview",
    "SubviewFrame": "OptionalOriginRect",
    "SourceRect": "OptionalOriginRect",
    "Rect": "Rect",
    "LayoutResponse": "LayoutAnswer",
    "LayoutResponse/sheet": "SheetFrame",
    "LayoutResponse/dimming": "Dimming",
    "Popover": "Popover",
    "PopoverArrow": "PopoverArrow",
    "PopoverArrow/tip": "Point",
    "ResolvedScreen": "ResolvedScreen",
    "ResolvedScreen/safeAreaInsets": "Insets",
    "LayoutElement": "Element",
    "ElementAppearance": "ElementAppearance",
    "ElementAppearance/font": "AppearanceFont",
    "TextLayout": "TextLayout",
    "TextLayout/font": "TextFont",
    "ScrollRegion": "ScrollRegion",
    "LayoutWarning": "Warning",
    "CoreAnimationTrack": "LayerAnimation",
    "CoreAnimationTrack/layerAnchorPoint": "Point",
    "CoreAnimationTrack/layerPosition": "Point",
    "CoreAnimationTrack/keyframeAnimation": "KeyframeAnimation",
    "LottieDocument": "LottieDocument",
    "AnimationTrack": "Track",
    "AnimationTrack/origin": "Point",
    "AnimationTrack/keyframes[]": "Keyframe",
    "SpringParameters": "SpringParameters",
    "CustomViewLeftBehind": "LeftBehind",
    "AnimationScreen": "ScreenSize",
    "TransitionOffset": "TransitionOffset",
    "TransitionOffset/clearCustomView": "SlideDistance",
    "TransitionOffset/uiKit": "UIKitOffset",
    "ProfilesResponse": "ProfilesAnswer",
    "ProfilesResponse/profiles[]": "ProfileListing",
    "ProfilesResponse/profiles[]/constants[]": "ProfileConstantListing",
    "ProfilesResponse/deprecatedAliases[]": "ProfileAlias",
    "FontSet": "FontSetListing",
    "FontSet/faces[]": "FontFaceListing",
    "Problem": "ProblemDetails",
    "ProblemError": "FieldError",
    "PresentationSheetLayoutRequest": "PresentationSheetLayoutRequest",
    "SheetPresentation": "SheetPresentation",
    "PresentingSheet": "PresentingSheet",
    "Detent": "Detent",
    "PreferredContentSize": "PreferredContentSize",
    "SheetDragInput": "SheetDragInput",
    "BackgroundInteraction": "BackgroundInteraction",
    "PresentationSheetLayout": "PresentationSheetAnswer",
    "PresentationScreen": "PresentationScreen",
    "PresentationScreen/safeAreaInsets": "Insets",
    "ResolvedDetent": "ResolvedDetent",
    "InactiveDetent": "InactiveDetent",
    "SheetState": "SheetState",
    "SheetState/safeAreaInsets": "Insets",
    "ScaleTransform": "ScaleTransform",
    "CornerRadii": "CornerRadii",
    "Grabber": "Grabber",
    "SheetDimming": "SheetDimming",
    "SheetShadow": "SheetShadow",
    "PresentingView": "PresentingView",
    "DragRelease": "DragRelease",
    "PresentationRule": "PresentationRule",
    "PresentationSheetAnimationRequest": "PresentationSheetAnimationRequest",
    "PresentationSheetPreviewRequest": "PresentationSheetPreviewRequest",
    "PresentationSheetAnimation": "PresentationKeyframesAnswer",
    "PresentationSheetCoreAnimation": "PresentationCoreAnimationAnswer",
    "PresentationSheetCoreAnimation/anchorPoint": "Point",
    "PresentationSpring": "PresentationSpring",
}

# Which generated file each Swift type goes to (the generated files mirror the answers they belong to).
FILES = {
    "Requests.swift": [
        "LayoutRequest", "Screen", "SafeAreaInsets", "Traits", "Sheet", "TextField", "Action", "CustomView",
        "CustomSubview", "OptionalOriginRect",
    ],
    "LayoutAnswer.swift": [
        "LayoutAnswer", "Rect", "Point", "Orientation", "ResolvedScreen", "Insets", "SheetFrame", "Dimming",
        "Popover", "PopoverArrow", "ScrollRegion", "Warning",
    ],
    "Element.swift": ["Element", "TextLayout", "TextFont", "ElementAppearance", "AppearanceFont"],
    "AnimationAnswers.swift": [
        "Track", "Keyframe", "SpringParameters", "LeftBehind", "ScreenSize", "TransitionOffset", "SlideDistance",
        "UIKitOffset", "LayerAnimation", "KeyframeAnimation", "LottieDocument",
    ],
    "ProfilesAnswer.swift": [
        "ProfilesAnswer", "ProfileAlias", "FontSetListing", "FontFaceListing", "ProfileListing",
        "ProfileConstantListing",
    ],
    "ProblemDetails.swift": ["ProblemDetails", "FieldError"],
    "PresentationRequests.swift": [
        "PresentationSheetLayoutRequest", "SheetPresentation", "PresentingSheet", "Detent", "PreferredContentSize",
        "SheetDragInput", "BackgroundInteraction", "PresentationSheetAnimationRequest",
        "PresentationSheetPreviewRequest",
    ],
    "PresentationSheetAnswer.swift": [
        "PresentationSheetAnswer", "PresentationScreen", "ResolvedDetent", "DetentKindName", "InactiveDetent",
        "SheetState", "ScaleTransform", "CornerRadii", "Grabber", "SheetDimming", "SheetShadow", "PresentingView",
        "DragRelease", "PresentationRule",
    ],
    "PresentationAnimationAnswers.swift": [
        "PresentationKeyframesAnswer", "PresentationCoreAnimationAnswer", "PresentationSpring",
    ],
}

# The types an app builds get a public init; the answers are only decoded.
INITS = {
    "LayoutRequest", "Screen", "SafeAreaInsets", "Traits", "Sheet", "TextField", "Action", "CustomView",
    "CustomSubview", "OptionalOriginRect", "Rect", "ProblemDetails",
    "PresentationSheetLayoutRequest", "SheetPresentation", "PresentingSheet", "Detent", "PreferredContentSize",
    "SheetDragInput", "BackgroundInteraction", "PresentationSheetAnimationRequest", "PresentationSheetPreviewRequest",
}
# Inits whose first parameter has no label: `Action("Delete", style: .destructive)`.
UNLABELED_FIRST = {"Action"}
# Inits whose parameters keep an order older than the contract's (the client's API predates the generation).
INIT_ORDER = {"ProblemDetails": ["type", "title", "status", "detail", "errors", "parameter"]}

# Schemas that are not generated structs → their Swift type.
SWIFT_TYPES = {
    "ProfileName": "ProfileName",
    "ServedProfileName": "ProfileName",
    "Inset": "Double",
    "HeaderText": "String",
    "MessageText": "String",
    "Color": "String",
    "ScrollRegionID": "String",
    "ProblemTitle": "String",
    "ProblemDetail": "String",
    "ProblemParameter": "String",
    "ProblemErrors": "[FieldError]",
    "ActionStyle": "ActionStyle",
    "ArrowDirection": "ArrowDirection",
    "LayoutDirection": "LayoutDirection",
    "SizeClass": "SizeClass",
    "Idiom": "Idiom",
    "UserInterfaceStyle": "UserInterfaceStyle",
    "ContentSizeCategory": "ContentSizeCategory",
    "FontWeight": "FontWeight",
    "AnimatedProperty": "AnimatedProperty",
    "AlertControllerStyle": "AlertControllerStyle",
    "CustomViewLayout": "CustomViewLayout",
    "TransitionKind": "TransitionKind",
    "PresentationTransitionKind": "PresentationTransitionKind",
    "AnimationFormat": "AnimationFormat",
    "TimingFunctionName": "FadeCurveName",
    "Slide": "TransitionSlide",
    "Timing": "Timing",
    "ProfileConstantValue": "ProfileConstantValue",  # a number or a text: Models/ProfileConstantValue.swift
    "ModalPresentationStyle": "ModalPresentationStyle",
    "DragIndicatorVisibility": "DragIndicatorVisibility",
    "PresentationSizing": "PresentationSizing",
    "PresentationMode": "PresentationMode",
    "SheetBackground": "SheetBackground",
}

# Inline string enumerations → the Swift enum (the server's own, from WireEnums.swift, unless generated here).
INLINE_ENUMS = {
    "LayoutResponse/presentation": "Presentation",
    "ResolvedScreen/orientation": "Orientation",
    "LayoutElement/role": "ElementRole",
    "ElementAppearance/font/family": "FontFamily",
    "ElementAppearance/textAlignment": "TextAlignment",
    "ElementAppearance/material": "BlurMaterial",
    "ElementAppearance/cornerCurve": "CornerCurve",
    "ElementAppearance/roundedCorners": "RoundedCorners",
    "ProfilesResponse/profiles[]/constants[]/confidence": "Confidence",
    "ResolvedDetent/kind": "DetentKindName",
}
# Inline enumerations the client declares itself (no server type carries them).
GENERATED_ENUMS = {"Orientation", "DetentKindName"}

# Members whose Swift type is not the one their schema gives.
MEMBER_TYPES = {
    "LayoutWarning/code": "WarningCode",  # open: a newer sheetd's code still decodes
    "CoreAnimationTrack/keyPath": "String",  # the Core Animation key path, as `CAKeyframeAnimation` takes it
    "ProfilesResponse/default": "ProfileName",
    "ProfilesResponse/deprecatedAliases[]/name": "ProfileName",
    "ProfilesResponse/deprecatedAliases[]/profile": "ProfileName",
    "FontSet/tracking": "String",
    "LottieDocument/assets": "[JSONDocument]",
    "LottieDocument/layers": "[JSONDocument]",
    "AnimationTrack/timing": "Timing",
    "PresentationRule/code": "PresentationRuleCode",  # open, as a warning's code
    "PresentationScreen/orientation": "Orientation",  # a pattern in the contract: one enumeration for generators
}

# Required by the contract, optional in the client: sheetds released before the member do not send it.
OLDER_SERVERS = {
    "TextLayout/font/family", "TextLayout/font/fallbackFamilies",
    "LottieDocument/nm", "LottieDocument/ddd", "LottieDocument/assets",
    "CustomViewLeftBehind/transitionEndsAt", "CustomViewLeftBehind/customViewFrameAtEnd",
    "CustomViewLeftBehind/visibleHeightAtEnd", "CustomViewLeftBehind/disappearsAtEnd",
    "TransitionOffset/clearCustomView",
    "ProfilesResponse/fonts", "ProfilesResponse/deprecatedAliases",
    "ProfilesResponse/profiles[]/era", "ProfilesResponse/profiles[]/matchingApps",
}

# One wire shape the client types as two: `LayoutRequest` takes `sheet` or `sheetPresentation` (exactly one, the
# server checks), and the client's `LayoutRequest` is the alert controller's, with its `sheet` required as before
# 2.1.0, while `PresentationSheetLayoutRequest` (its own schema) is the presentation sheet's. Members left out of
# the Swift type, with the type that carries them:
SWIFT_SPLIT = {"LayoutRequest/sheetPresentation": "PresentationSheetLayoutRequest"}
# Members the contract leaves optional only because the other kind of request goes without them:
SWIFT_SPLIT_REQUIRED = {"LayoutRequest/sheet"}

# The doc of a type several schemas share (their own descriptions say where each one is), and of the inline
# objects the contract does not describe.
TYPE_DOCS = {
    "Point": "A point: screen coordinates in points, or unit coordinates for an anchor point (as its member says).",
    "ProfileListing": "One profile and its constants.",
    "ProfileConstantListing": "One constant of a profile, with its source.",
    "ProfileAlias": "A deprecated profile name and the profile it stands for.",
    "Keyframe": "One sample of a track.",
    "Insets": "Safe-area insets as resolved, in points (of the screen, or inside a presentation sheet).",
    "FontFaceListing": "One face of the font set, with its role.",
}

# Schemas with hand-written Codable in Models/ (composite shapes), by the Swift type that carries them.
HANDWRITTEN = {
    # The alert controller's request (`AnimationRequest` before contract 3.0.0) keeps its Swift name; the contract's
    # `AnimationRequest` is now the oneOf of the two kinds of request, by `sheetPresentation`.
    "AlertControllerAnimationRequest": "AnimationRequest",
    "AnimationRequest": "AnimationRequestBody",
    # The same for `/preview`: `AlertControllerPreviewRequest` (`PreviewRequest` before 3.0.0) and the oneOf.
    "AlertControllerPreviewRequest": "PreviewRequest",
    "PreviewRequest": "PreviewRequestBody",
    "CustomViewFade": "CustomViewFadeOption",
    "AnimationResponse": "KeyframesAnswer",
    "CoreAnimationResponse": "CoreAnimationAnswer",
    "AppliedCustomViewFade": "CustomViewFadeAnswer",
    "PlayedSlide": "TransitionSlide",
    "TransitionWarnings": "[Warning]",
    "SpringTiming": "Timing",
    "CubicBezierTiming": "Timing",
    "LayoutResponseBody": "LayoutResponseBody",  # the oneOf of the two answers, by `kind`
}

# The operations the client calls, by operationId; `SheetRoute` (Generated/SheetRoute.swift) gets one case each, named
# by the operationId, with the operation's path and summary. Every other POST or GET operation that has no query
# or HEAD twin must be named in SERVER_ONLY_OPERATIONS, so a route added to the contract is placed on purpose.
CLIENT_OPERATIONS = ["layout", "animation", "animationStyleSheet", "preview", "previewPNG", "profiles"]
SERVER_ONLY_OPERATIONS = [
    "playgroundRoot", "playground", "healthz", "readyz", "metrics", "openapi",
]
