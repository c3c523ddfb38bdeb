import Foundation
import Testing

@testable import SheetdKit

/// The client's enumerations are the server's own types (Models/WireEnums.swift) or generated (`Orientation`);
/// each must have exactly the values openapi.yaml lists for it, which scripts/regen-client-models.py writes into
/// Generated/OpenAPIEnumValues.swift. A case added on one side only, or a contract enum the client has no type for,
/// fails here.
struct WireEnumCaseTests {
    /// The raw values of every enumeration the client decodes, by its Swift name.
    static let swiftValues: [String: [String]] = [
        "ActionStyle": ActionStyle.allCases.map(\.rawValue),
        "AlertControllerStyle": AlertControllerStyle.allCases.map(\.rawValue),
        "AnimatedProperty": AnimatedProperty.allCases.map(\.rawValue),
        // `css` stays a Swift case: the client asks `/animation.css` for it, the contract's `AnimationFormat` lists
        // the JSON encodings of `/animation` only.
        "AnimationFormat": AnimationFormat.allCases.filter { $0 != .css }.map(\.rawValue),
        "ArrowDirection": ArrowDirection.allCases.map(\.rawValue),
        "BlurMaterial": BlurMaterial.allCases.map(\.rawValue),
        "ContentSizeCategory": ContentSizeCategory.allCases.map(\.rawValue),
        "CornerCurve": CornerCurve.allCases.map(\.rawValue),
        "CustomViewLayout": CustomViewLayout.allCases.map(\.rawValue),
        "DetentKindName": DetentKindName.allCases.map(\.rawValue),
        "DragIndicatorVisibility": DragIndicatorVisibility.allCases.map(\.rawValue),
        "ElementRole": ElementRole.allCases.map(\.rawValue),
        "FadeCurveName": FadeCurveName.allCases.map(\.rawValue),
        "FontFamily": FontFamily.allCases.map(\.rawValue),
        "FontWeight": FontWeight.allCases.map(\.rawValue),
        "Idiom": Idiom.allCases.map(\.rawValue),
        "LayoutDirection": LayoutDirection.allCases.map(\.rawValue),
        "ModalPresentationStyle": ModalPresentationStyle.allCases.map(\.rawValue),
        "Orientation": Orientation.allCases.map(\.rawValue),
        "Presentation": Presentation.allCases.map(\.rawValue),
        "PresentationMode": PresentationMode.allCases.map(\.rawValue),
        "PresentationSizing": PresentationSizing.allCases.map(\.rawValue),
        "PresentationTransitionKind": PresentationTransitionKind.allCases.map(\.rawValue),
        "RoundedCorners": RoundedCorners.allCases.map(\.rawValue),
        "SheetBackground": SheetBackground.allCases.map(\.rawValue),
        "SizeClass": SizeClass.allCases.map(\.rawValue),
        "TextAlignment": TextAlignment.allCases.map(\.rawValue),
        "TransitionKind": TransitionKind.allCases.map(\.rawValue),
        "TransitionSlide": TransitionSlide.allCases.map(\.rawValue),
        "UserInterfaceStyle": UserInterfaceStyle.allCases.map(\.rawValue),
    ]

    /// Every enumeration of the contract has a Swift type here, and no Swift one is missing from the contract;
    /// `Confidence` (not `CaseIterable` on the server) is held by decoding below.
    @Test func everyContractEnumHasASwiftType() {
        let contract = Set(OpenAPIEnumValues.byType.keys).subtracting(["Confidence"])
        #expect(contract == Set(Self.swiftValues.keys))
    }

    /// Each Swift enumeration has exactly the contract's values.
    @Test(arguments: OpenAPIEnumValues.byType.keys.sorted().filter { $0 != "Confidence" })
    func casesAreTheContractsValues(name: String) {
        #expect(Set(Self.swiftValues[name] ?? []) == Set(OpenAPIEnumValues.byType[name] ?? []))
    }

    /// Every `Confidence` the contract lists decodes (the server's listing writes each by its raw value).
    @Test(arguments: OpenAPIEnumValues.byType["Confidence"] ?? [])
    func confidenceDecodes(value: String) throws {
        let decoded = try JSONDecoder().decode(Confidence.self, from: Data(#""\#(value)""#.utf8))
        #expect(decoded.rawValue == value)
    }

    /// The table is the contract's, not empty: the generator wrote it from openapi.yaml's enumerations.
    @Test func tableIsGenerated() {
        #expect(OpenAPIEnumValues.byType.count >= 20)
        #expect(OpenAPIEnumValues.byType["ActionStyle"] == ["default", "destructive", "cancel"])
    }
}
