// UIKit's named colours that several profile constants take, each written once; each constant's source says where
// its colour comes from. The tint, red and iOS 26 red are in docs/reference.md §3.5; the others' values are the ones
// the sources quoting them give (e.g. tertiarySystemFill as 12 % / 24 % of #767680).

/// Opaque black, the dimming view's colour before its alpha.
let black = Color(0x0000_00FF)
/// `UIColor.systemBlue`: #007AFF light, #0A84FF dark.
let systemBlue = DynamicColor(light: Color(0x007A_FFFF), dark: Color(0x0A84_FFFF))
/// `UIColor.systemRed`: #FF3B30 light, #FF453A dark.
let systemRed = DynamicColor(light: Color(0xFF3B_30FF), dark: Color(0xFF45_3AFF))
/// `UIColor.systemRed` in iOS 26's palette: #FF383C light, #FF4245 dark (docs/reference.md §3.5).
let ios26SystemRed = DynamicColor(light: Color(0xFF38_3CFF), dark: Color(0xFF42_45FF))
/// `UIColor.labelColor`: black light, white dark.
let labelColor = DynamicColor(light: Color(0x0000_00FF), dark: Color(0xFFFF_FFFF))
/// `UIColor.secondaryLabelColor`: #3C3C43 light, #EBEBF5 dark, both at 60 %.
let secondaryLabelColor = DynamicColor(light: Color(0x3C3C_4399), dark: Color(0xEBEB_F599))
/// `UIColor.tertiarySystemFillColor`: #767680 at 12 % light, at 24 % dark.
let tertiarySystemFillColor = DynamicColor(light: Color(0x7676_801F), dark: Color(0x7676_803D))
/// `UIColor.clearColor`: nothing drawn.
let clearColor = DynamicColor(Color(0x0000_0000))
/// Opaque white in both appearances (`UIColor.whiteColor`).
let whiteColor = DynamicColor(Color(0xFFFF_FFFF))
/// `UIColor.tertiaryLabelColor`: #3C3C43 light, #EBEBF5 dark, both at 30 %.
let tertiaryLabelColor = DynamicColor(light: Color(0x3C3C_434D), dark: Color(0xEBEB_F54D))
/// A presented sheet's `systemBackgroundColor`: white light, the elevated #1C1C1E dark.
let sheetBackgroundColor = DynamicColor(light: Color(0xFFFF_FFFF), dark: Color(0x1C1C_1EFF))
