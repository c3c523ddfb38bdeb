// Generated from Sources/SheetPreview/Playground/playground.css by scripts/embed-resources.sh (`make embed-resources`); do not edit.
// swift-format-ignore-file

/// The playground's style sheet.
enum PlaygroundCSS {
    /// The text of `Sources/SheetPreview/Playground/playground.css`, byte for byte.
    static let text: String = #"""
:root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
body { margin: 0; }
header { padding: 12px 20px; border-bottom: 1px solid #8884; }
header h1 { font-size: 18px; margin: 0; }
header p { margin: 4px 0 0; opacity: 0.8; }
main { display: grid; grid-template-columns: 360px 1fr; gap: 20px; padding: 16px 20px; align-items: start; }
form fieldset { border: 1px solid #8886; border-radius: 8px; margin: 0 0 12px; padding: 8px 12px 12px; }
legend { font-weight: 600; padding: 0 4px; }
label { display: block; margin-top: 6px; }
label.inline { display: inline-block; margin-right: 10px; }
input[type=text], input[type=number], textarea, select { font: inherit; box-sizing: border-box; }
input[type=text], textarea { width: 100%; }
input[type=number] { width: 80px; }
.row { display: flex; gap: 6px; align-items: center; margin-top: 6px; }
.row input[type=text] { flex: 1; }
textarea#json { height: 260px; font: 12px/1.3 ui-monospace, monospace; }
.outputs { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; min-width: 0; }
.outputs > .wide { flex-basis: 100%; }
.stage { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.stage figure { margin: 0; }
.stage img { display: block; max-width: 100%; height: auto; box-shadow: 0 0 0 1px #8884; }
figcaption { font-size: 12px; margin-top: 4px; max-width: 420px; }
#animations figcaption { width: 0; min-width: 100%; }
#problems { color: #d70015; margin: 0; padding-left: 18px; }
#warnings { margin: 0; padding-left: 18px; }
.status { font-size: 12px; opacity: 0.7; }
pre { white-space: pre-wrap; font-size: 12px; margin: 0; }
button { font: inherit; }

"""#
}
