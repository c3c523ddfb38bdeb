"""Presentation-sheet requests (`sheetPresentation`, issue 39) for the contract checks: the cases of the issue's
"Done when" and one of each optional part of the answer, and requests the server refuses with 422.

Each is (name, body). check_answers.py sends them to /layout (POST and GET) and validates the answers;
check_generated_client.py and the TypeScript client send the first through their generated models.
"""

IPHONE_14 = {"width": 390, "height": 844, "scale": 3, "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0}}
MEDIUM_LARGE = [{"identifier": "medium"}, {"identifier": "large"}]

ANSWERED = [
    ("iPhone 12-14 ios17 medium + large, grabber, undimmed up to medium",
     {"screen": IPHONE_14, "profile": "ios17",
      "sheetPresentation": {"detents": MEDIUM_LARGE, "prefersGrabberVisible": True,
                            "largestUndimmedDetentIdentifier": "medium"}}),
    ("iPhone 12-14 ios26 at medium (the glass inset)",
     {"screen": IPHONE_14, "profile": "ios26", "traits": {"userInterfaceStyle": "dark"},
      "sheetPresentation": {"detents": MEDIUM_LARGE, "selectedDetentIdentifier": "medium"}}),
    ("home-button iPhone, custom detents (one capped)",
     {"screen": {"width": 375, "height": 667}, "profile": "ios17",
      "sheetPresentation": {"detents": [{"height": 200}, {"fraction": 0.5, "identifier": "half"},
                                        {"height": 4000, "identifier": "tall"}]}}),
    ("landscape: full screen, medium inactive",
     {"screen": {"width": 844, "height": 390}, "profile": "ios17",
      "sheetPresentation": {"detents": MEDIUM_LARGE, "selectedDetentIdentifier": "medium"}}),
    ("landscape, edge-attached",
     {"screen": {"width": 844, "height": 390}, "profile": "ios26",
      "sheetPresentation": {"detents": MEDIUM_LARGE, "prefersEdgeAttachedInCompactHeight": True,
                            "widthFollowsPreferredContentSizeWhenEdgeAttached": True,
                            "preferredContentSize": {"width": 500, "height": 300}}}),
    ("iPad 1024 x 1366 form sheet",
     {"screen": {"width": 1024, "height": 1366, "displayCornerRadius": 18}, "traits": {"idiom": "pad"},
      "profile": "ios17", "sheetPresentation": {"modalPresentationStyle": "formSheet", "detents": MEDIUM_LARGE}}),
    ("SwiftUI names, a drag released with a flick, stacked on another sheet",
     {"screen": {"width": 393}, "profile": "ios26",
      "sheetPresentation": {
          "presentationDetents": [{"identifier": "com.apple.UIKit.medium"}, {"identifier": "large"}],
          "selection": "medium", "presentationDragIndicator": "automatic", "presentationCornerRadius": 24,
          "presentationBackgroundInteraction": {"enabledUpThrough": "medium"},
          "drag": {"offset": 300, "velocity": -1500},
          "presentingSheet": {"detents": [{"identifier": "large"}], "prefersGrabberVisible": True}}}),
    ("SwiftUI's sizing and dismissal names on an iPad",
     {"screen": {"width": 1024, "height": 1366}, "traits": {"idiom": "pad"}, "profile": "ios17",
      "sheetPresentation": {"presentationSizing": "form", "interactiveDismissDisabled": True, "detents": MEDIUM_LARGE,
                            "presentingSheet": {"detents": [{"identifier": "large"}], "presentationSizing": "page"}}}),
    ("drag below a modal sheet: rubber band",
     {"screen": IPHONE_14, "sheetPresentation": {"detents": MEDIUM_LARGE, "isModalInPresentation": True,
                                                 "drag": {"offset": 700, "velocity": 100}}}),
]

REFUSED = [
    ("no detent", {"screen": IPHONE_14, "sheetPresentation": {"detents": []}}),
    ("unknown selectedDetentIdentifier",
     {"screen": IPHONE_14, "sheetPresentation": {"detents": MEDIUM_LARGE, "selectedDetentIdentifier": "tall"}}),
    ("duplicate identifiers",
     {"screen": IPHONE_14, "sheetPresentation": {"detents": [{"identifier": "medium"}, {"identifier": "medium"}]}}),
    ("negative height", {"screen": IPHONE_14, "sheetPresentation": {"detents": [{"height": -5}]}}),
    ("ios10", {"screen": IPHONE_14, "profile": "ios10", "sheetPresentation": {"detents": MEDIUM_LARGE}}),
    ("fitted sizing (the content's ideal size)",
     {"screen": IPHONE_14, "sheetPresentation": {"detents": MEDIUM_LARGE, "presentationSizing": "fitted"}}),
    ("sheet beside sheetPresentation",
     {"screen": IPHONE_14, "sheet": {"title": "A"}, "sheetPresentation": {"detents": MEDIUM_LARGE}}),
]

# /animation of a presentation sheet: each ANSWERED sheet played by every transition. A detent change goes to the
# first active detent other than the selected one (`ANIMATION_TARGETS`, read from the /layout answer by the test), a
# release takes the case's drag or, without one, a drag held at 500 and let go downwards at 800 points per second.
TRANSITIONS = ("present", "dismiss", "detentChange", "release")
RELEASED_DRAG = {"offset": 500, "velocity": 800}

# Requests /animation refuses, with the pointers of the 422 (sorted).
ANIMATION_REFUSED = [
    ("detentChange without toDetentIdentifier", {"transition": "detentChange"}, ["/toDetentIdentifier"]),
    ("detentChange to an unknown detent", {"transition": "detentChange", "toDetentIdentifier": "huge"},
     ["/toDetentIdentifier"]),
    ("detentChange from an unknown detent",
     {"transition": "detentChange", "fromDetentIdentifier": "huge", "toDetentIdentifier": "large"},
     ["/fromDetentIdentifier"]),
    ("release without a drag", {"transition": "release"}, ["/sheetPresentation/drag/velocity"]),
    ("unknown transition", {"transition": "bounce"}, ["/transition"]),
    ("no transition", {"fps": 60}, ["/transition"]),
    ("fps 0", {"transition": "present", "fps": 0}, ["/fps"]),
    ("the alert controller's slide", {"transition": "present", "slide": "uiKit"}, ["/slide"]),
    ("the alert controller's customViewFade", {"transition": "dismiss", "customViewFade": False},
     ["/customViewFade"]),
]
