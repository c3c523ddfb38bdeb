// Generated from Sources/SheetPreview/Playground/playground.html by scripts/embed-resources.sh (`make embed-resources`); do not edit.
// swift-format-ignore-file

/// The playground's markup, which links its style sheet and script for editing; `PlaygroundPage` inlines them.
enum PlaygroundHTML {
    /// The text of `Sources/SheetPreview/Playground/playground.html`, byte for byte.
    static let text: String = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>sheetd playground</title>
<link rel="stylesheet" href="playground.css">
</head>
<body data-state="loading" data-renders="0">
<header>
<h1>sheetd playground</h1>
<p>Edit an iOS action sheet (a <code>UIAlertController</code> in <code>.actionSheet</code> style with the seed's
custom view above it). The pictures are drawn by <code>POST /preview</code> from the frames
<code>POST /layout</code> computes; the animations loop the present and dismiss transitions.</p>
</header>
<main>
<form id="editor" autocomplete="off" onsubmit="return false">
<fieldset><legend>Screen</legend>
<label>Device <select id="device"></select></label>
<label>Orientation <select id="orientation"><option value="portrait">Portrait</option>
<option value="landscape">Landscape</option></select></label>
<div class="row"><label class="inline">Width <input id="width" type="number" min="1" max="4096" step="any"></label>
<label class="inline">Height <input id="height" type="number" min="1" max="4096" step="any"></label>
<label class="inline">Scale <input id="scale" type="number" min="1" max="4" step="1"></label></div>
<div class="row">Safe area
<label class="inline">top <input id="inset-top" type="number" min="0" step="any"></label>
<label class="inline">left <input id="inset-left" type="number" min="0" step="any"></label></div>
<div class="row"><span style="visibility:hidden">Safe area</span>
<label class="inline">bottom <input id="inset-bottom" type="number" min="0" step="any"></label>
<label class="inline">right <input id="inset-right" type="number" min="0" step="any"></label></div>
</fieldset>
<fieldset><legend>Traits</legend>
<label>Text size <select id="category"></select></label>
<label>Appearance <select id="style"><option value="light">Light</option><option value="dark">Dark</option></select></label>
<label>Profile <select id="profile"></select></label>
</fieldset>
<fieldset><legend>Sheet</legend>
<label>Title <input id="title" type="text"></label>
<label>Message <textarea id="message" rows="3"></textarea></label>
<div id="actions"></div>
<div class="row"><button id="add-action" type="button">Add an action</button></div>
</fieldset>
<fieldset><legend>Custom view</legend>
<label><input id="custom" type="checkbox"> A custom view above the sheet</label>
<div class="row"><label class="inline">Height <input id="custom-height" type="number" min="0" step="any"></label>
<label class="inline">Margin below <input id="custom-margin" type="number" step="any"></label></div>
<label><input id="custom-label" type="checkbox"> The seed's label subview (100 × 30 at 0, 0)</label>
</fieldset>
<fieldset><legend>Request</legend>
<textarea id="json" spellcheck="false" aria-label="The request as JSON"></textarea>
<div class="status" id="json-status">Edit the JSON to change everything, including what the form does not show.</div>
</fieldset>
</form>
<div class="outputs">
<section>
<div class="status" id="status">Loading…</div>
<ul id="problems"></ul>
<div class="stage">
<figure><img id="preview-image" alt="The action sheet as laid out by sheetd"><figcaption>The layout.
<a id="download-svg" download="sheet.svg" href="#">SVG</a> ·
<a id="download-png" href="#">PNG</a></figcaption></figure>
</div>
<ul id="warnings"></ul>
</section>
<section>
<h2 style="font-size:16px;margin:0 0 8px">Animation</h2>
<div class="stage" id="animations">
<figure><img id="anim-present" alt="Present transition"><figcaption>Present: the sheet and the custom view slide up on UIKit's spring.</figcaption></figure>
<figure><img id="anim-dismiss" alt="Dismiss transition with the seed's fade"><figcaption>Dismiss with the seed's fix: the custom view fades out in 0.1 s.</figcaption></figure>
<figure id="no-fade"><img id="anim-dismiss-no-fade" alt="Dismiss transition without the fade"><figcaption>Dismiss without the fade: the custom view is left behind.</figcaption></figure>
</div>
</section>
<section class="wide">
<pre id="curl">curl -s -H 'Content-Type: application/json' --data @request.json http://HOST/preview &gt; sheet.svg</pre>
</section>
</div>
</main>
<script src="playground.js"></script>
</body>
</html>

"""#
}
