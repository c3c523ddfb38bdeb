(() => {
  'use strict';
  const DEVICES = /*DEVICES*/[];
  const CATEGORIES = /*CATEGORIES*/[];
  const PROFILES = /*PROFILES*/[];
  // The profile a request without one is answered with (the server's default).
  const DEFAULT_PROFILE = /*DEFAULT_PROFILE*/'';
  const SEED = {
    screen: { width: 390, height: 844, scale: 3, safeAreaInsets: { top: 47, left: 0, bottom: 34, right: 0 } },
    sheet: {
      title: 'ほげ', message: 'ふが',
      actions: [
        { title: 'へい', style: 'default' }, { title: 'へい', style: 'destructive' },
        { title: 'へい', style: 'cancel' },
      ],
      customView: { height: 100, marginBottom: 16,
        subviews: [{ id: 'label', frame: { x: 0, y: 0, width: 100, height: 30 } }] },
    },
  };
  const LABEL = { id: 'label', frame: { x: 0, y: 0, width: 100, height: 30 } };
  // The presentation sheet offered when the kind switches to it: the medium + large sheet with a grabber,
  // undimmed up to medium (docs/detents.md §11).
  const PRESENTATION_SEED = {
    detents: [{ identifier: 'medium' }, { identifier: 'large' }], selectedDetentIdentifier: 'medium',
    largestUndimmedDetentIdentifier: 'medium', prefersGrabberVisible: true,
  };
  // SwiftUI's names for the members the form writes in UIKit's: dropped when the form rewrites the sheet.
  const ALIASES = ['presentationDetents', 'selection', 'presentationDragIndicator', 'presentationCornerRadius',
    'presentationBackgroundInteraction', 'presentationSizing'];
  // What each slide looks like, for the captions: UIKit's own motion, or sheetd's longer variant.
  const CAPTIONS = {
    uiKit: {
      present: 'Present, UIKit\'s motion: the sheet rises from its top on the screen\'s bottom on UIKit\'s spring; '
        + 'the custom view rides along, on screen from the first frame (ios26: the card fades in from a 1.2 '
        + 'scale, the popover grows from its source).',
      noFade: 'Dismiss without the fade: the custom view is still on screen when the sheet has gone, and '
        + 'disappears at once when the transition ends.',
    },
    clearCustomView: {
      present: 'Present, sheetd\'s clearCustomView slide (not UIKit\'s): everything starts off the screen.',
      noFade: 'Dismiss without the fade: the custom view is left behind, following the sheet off the screen alone.',
    },
  };
  const $ = (id) => document.getElementById(id);
  const urls = {};
  let request = fromFragment() || structuredClone(SEED);
  // The sheet of the other kind, kept while the playground shows this one, so that switching back restores it.
  const stash = {};
  let generation = 0;
  let renders = 0;
  let timer = null;

  function fromFragment() {
    if (location.hash.length < 2) return null;
    try {
      const value = JSON.parse(decodeURIComponent(location.hash.slice(1)));
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
    } catch (error) { return null; }
  }

  function option(select, value, text) {
    const element = document.createElement('option');
    element.value = value;
    element.textContent = text;
    select.append(element);
  }

  // The ✕ button that ends a row of the form.
  function removeButton(title, onClick) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '✕';
    button.title = title;
    button.addEventListener('click', onClick);
    return button;
  }

  function numberOrUndefined(input) {
    return input.value.trim() === '' ? undefined : Number(input.value);
  }

  // --- form <-> request ---------------------------------------------------------------

  function fillForm() {
    const screen = request.screen || {};
    const insets = screen.safeAreaInsets || {};
    $('width').value = screen.width ?? '';
    $('height').value = screen.height ?? '';
    $('scale').value = screen.scale ?? '';
    for (const side of ['top', 'left', 'bottom', 'right']) $('inset-' + side).value = insets[side] ?? '';
    const landscape = (screen.height ?? 0) > 0 && screen.width > screen.height;
    $('orientation').value = landscape ? 'landscape' : 'portrait';
    const index = DEVICES.findIndex((d) => landscape
      ? d.height === screen.width && d.width === screen.height : d.width === screen.width && d.height === screen.height);
    $('device').value = index < 0 ? 'custom' : String(index);
    const traits = request.traits || {};
    $('category').value = traits.contentSizeCategory || 'large';
    $('style').value = traits.userInterfaceStyle || 'light';
    $('profile').value = request.profile || DEFAULT_PROFILE || PROFILES[0];
    const presentation = isPresentation();
    $('kind').value = presentation ? 'presentation' : 'alert';
    for (const id of ['alert-sheet', 'alert-custom-view', 'alert-source']) $(id).hidden = presentation;
    $('presentation-fields').hidden = !presentation;
    if (presentation) fillPresentation(request.sheetPresentation);
    const sheet = request.sheet || {};
    $('preferred-style').value = sheet.preferredStyle || 'actionSheet';
    $('title').value = sheet.title ?? '';
    $('message').value = sheet.message ?? '';
    $('text-fields').value = (sheet.textFields || []).map((f) => (f && f.placeholder) ?? '').join('\n');
    renderActions(sheet.actions || []);
    const custom = sheet.customView;
    $('custom').checked = !!custom;
    $('custom-height').value = custom ? custom.height ?? '' : 100;
    $('custom-margin').value = custom ? custom.marginBottom ?? '' : 16;
    $('custom-label').checked = !custom || (custom.subviews || []).some((s) => s && s.id === 'label');
    const source = sheet.sourceRect;
    $('source').checked = !!source;
    // Unanchored, the fields offer a bar button at the top right of the screen.
    const fallback = { x: (screen.width || 390) - 56, y: insets.top ?? 47, width: 44, height: 44 };
    for (const key of ['x', 'y', 'width', 'height']) $('source-' + key).value = (source || fallback)[key] ?? '';
  }

  function isPresentation() {
    return !!request.sheetPresentation && typeof request.sheetPresentation === 'object';
  }

  function fillPresentation(sheet) {
    const detents = (sheet.detents || sheet.presentationDetents || []).filter((d) => d && typeof d === 'object');
    const isForm = sheet.modalPresentationStyle === 'formSheet' || sheet.presentationSizing === 'form';
    $('modal-style').value = isForm ? 'formSheet' : 'pageSheet';
    $('detent-medium').checked = detents.some((d) => isSystem(d, 'medium'));
    $('detent-large').checked = detents.some((d) => isSystem(d, 'large'));
    renderCustomDetents(detents.filter((d) => !isSystem(d, 'medium') && !isSystem(d, 'large')));
    refreshDetentChoices(detentIdentifiers(detents), sheet.selectedDetentIdentifier ?? sheet.selection ?? '',
      sheet.largestUndimmedDetentIdentifier ?? '');
    $('grabber').checked = sheet.prefersGrabberVisible === true || sheet.presentationDragIndicator === 'visible';
    $('corner-radius').value = sheet.preferredCornerRadius ?? sheet.presentationCornerRadius ?? '';
    $('edge-attached').checked = sheet.prefersEdgeAttachedInCompactHeight === true;
  }

  // A system detent: its short identifier or UIKit's full one, without a height or fraction.
  function isSystem(detent, name) {
    return detent.height === undefined && detent.fraction === undefined
      && (detent.identifier === name || detent.identifier === 'com.apple.UIKit.' + name);
  }

  function detentIdentifiers(detents) {
    return detents.map((d) => d.identifier
      ?? (d.height !== undefined ? 'height-' + d.height : d.fraction !== undefined ? 'fraction-' + d.fraction : ''));
  }

  function renderCustomDetents(detents) {
    const list = $('custom-detents');
    list.replaceChildren();
    detents.forEach((detent, index) => {
      const row = document.createElement('div');
      row.className = 'row';
      row.dataset.customDetent = String(index);
      const identifier = document.createElement('input');
      identifier.type = 'text';
      identifier.value = detent.identifier ?? '';
      identifier.placeholder = 'identifier';
      identifier.setAttribute('aria-label', 'Identifier of custom detent ' + (index + 1));
      identifier.dataset.detent = 'identifier';
      const kind = document.createElement('select');
      option(kind, 'height', 'height (pt)');
      option(kind, 'fraction', 'fraction');
      kind.value = detent.fraction !== undefined ? 'fraction' : 'height';
      kind.setAttribute('aria-label', 'Kind of custom detent ' + (index + 1));
      kind.dataset.detent = 'kind';
      const value = document.createElement('input');
      value.type = 'number';
      value.step = 'any';
      value.value = detent.fraction ?? detent.height ?? '';
      value.setAttribute('aria-label', 'Value of custom detent ' + (index + 1));
      value.dataset.detent = 'value';
      const remove = removeButton('Remove this detent', () => {
        row.remove();
        readForm();
        changed();
      });
      row.append(identifier, kind, value, remove);
      list.append(row);
    });
  }

  // The two menus that name a detent, offering the detents there are and keeping a choice that is still there.
  function refreshDetentChoices(identifiers, selected, undimmed) {
    for (const [id, none, value] of [['selected-detent', 'the smallest (UIKit\'s default)', selected],
      ['undimmed-detent', 'none: dimmed at every detent', undimmed]]) {
      const select = $(id);
      select.replaceChildren();
      option(select, '', none);
      for (const identifier of identifiers) option(select, identifier, identifier);
      select.value = identifiers.includes(value) ? value : '';
    }
  }

  function readPresentation() {
    const sheet = { ...(request.sheetPresentation || {}) };
    for (const alias of ALIASES) delete sheet[alias];
    const detents = [];
    if ($('detent-medium').checked) detents.push({ identifier: 'medium' });
    if ($('detent-large').checked) detents.push({ identifier: 'large' });
    for (const row of $('custom-detents').children) {
      const detent = {};
      const identifier = row.querySelector('[data-detent=identifier]').value;
      if (identifier !== '') detent.identifier = identifier;
      const value = numberOrUndefined(row.querySelector('[data-detent=value]'));
      detent[row.querySelector('[data-detent=kind]').value] = value ?? 0;
      detents.push(detent);
    }
    sheet.detents = detents;
    if ($('modal-style').value === 'formSheet') sheet.modalPresentationStyle = 'formSheet';
    else delete sheet.modalPresentationStyle;
    const identifiers = detentIdentifiers(detents);
    refreshDetentChoices(identifiers, $('selected-detent').value, $('undimmed-detent').value);
    for (const [key, id] of [['selectedDetentIdentifier', 'selected-detent'],
      ['largestUndimmedDetentIdentifier', 'undimmed-detent']]) {
      if ($(id).value === '') delete sheet[key]; else sheet[key] = $(id).value;
    }
    sheet.prefersGrabberVisible = $('grabber').checked;
    const radius = numberOrUndefined($('corner-radius'));
    if (radius === undefined) delete sheet.preferredCornerRadius; else sheet.preferredCornerRadius = radius;
    if ($('edge-attached').checked) sheet.prefersEdgeAttachedInCompactHeight = true;
    else delete sheet.prefersEdgeAttachedInCompactHeight;
    request.sheetPresentation = sheet;
  }

  // Switches the request between the two kinds, keeping the other kind's sheet aside; ios10 has no presentation
  // sheet, so it gives way to the default profile.
  function switchKind(kind) {
    if (kind === 'presentation' && !isPresentation()) {
      stash.sheet = request.sheet;
      delete request.sheet;
      request.sheetPresentation = stash.sheetPresentation || structuredClone(PRESENTATION_SEED);
      if (request.profile === 'ios10') request.profile = DEFAULT_PROFILE || 'ios26';
    } else if (kind === 'alert' && isPresentation()) {
      stash.sheetPresentation = request.sheetPresentation;
      delete request.sheetPresentation;
      request.sheet = stash.sheet || structuredClone(SEED.sheet);
    }
    fillForm();
  }

  function renderActions(actions) {
    const list = $('actions');
    list.replaceChildren();
    actions.forEach((action, index) => {
      const row = document.createElement('div');
      row.className = 'row';
      const title = document.createElement('input');
      title.type = 'text';
      title.value = action && action.title != null ? action.title : '';
      title.setAttribute('aria-label', 'Title of action ' + (index + 1));
      title.dataset.action = 'title';
      const style = document.createElement('select');
      for (const name of ['default', 'destructive', 'cancel']) option(style, name, name);
      style.value = (action && action.style) || 'default';
      style.setAttribute('aria-label', 'Style of action ' + (index + 1));
      style.dataset.action = 'style';
      const remove = removeButton('Remove this action', () => {
        request.sheet.actions.splice(index, 1);
        renderActions(request.sheet.actions);
        changed();
      });
      row.append(title, style, remove);
      list.append(row);
    });
  }

  function readForm() {
    const screen = { width: numberOrUndefined($('width')) };
    for (const key of ['height', 'scale']) {
      const value = numberOrUndefined($(key));
      if (value !== undefined) screen[key] = value;
    }
    const insets = {};
    for (const side of ['top', 'left', 'bottom', 'right']) {
      const value = numberOrUndefined($('inset-' + side));
      if (value !== undefined) insets[side] = value;
    }
    if (Object.keys(insets).length) screen.safeAreaInsets = insets;
    request.screen = screen;
    request.traits = { ...(request.traits || {}),
      contentSizeCategory: $('category').value, userInterfaceStyle: $('style').value };
    request.profile = $('profile').value;
    if (isPresentation()) {
      readPresentation();
      return;
    }
    const sheet = request.sheet = request.sheet || {};
    if ($('title').value === '') delete sheet.title; else sheet.title = $('title').value;
    if ($('message').value === '') delete sheet.message; else sheet.message = $('message').value;
    if ($('preferred-style').value === 'alert') sheet.preferredStyle = 'alert'; else delete sheet.preferredStyle;
    // One field a line; a field keeps its text (set in the JSON) while its line stays.
    const placeholders = $('text-fields').value.split('\n').filter((line) => line !== '');
    if (placeholders.length === 0) {
      delete sheet.textFields;
    } else {
      sheet.textFields = placeholders.map((placeholder, index) =>
        ({ ...((sheet.textFields || [])[index] || {}), placeholder }));
    }
    sheet.actions = [...$('actions').children].map((row) => ({
      title: row.querySelector('[data-action=title]').value,
      style: row.querySelector('[data-action=style]').value,
    }));
    if ($('custom').checked) {
      const custom = { ...(sheet.customView || {}) };
      custom.height = numberOrUndefined($('custom-height')) ?? 100;
      const margin = numberOrUndefined($('custom-margin'));
      if (margin === undefined) delete custom.marginBottom; else custom.marginBottom = margin;
      const others = (custom.subviews || []).filter((s) => !(s && s.id === 'label'));
      const label = (custom.subviews || []).find((s) => s && s.id === 'label') || LABEL;
      custom.subviews = $('custom-label').checked ? [label, ...others] : others;
      sheet.customView = custom;
    } else {
      delete sheet.customView;
    }
    if ($('source').checked) {
      const source = {};
      for (const key of ['x', 'y', 'width', 'height']) source[key] = numberOrUndefined($('source-' + key)) ?? 0;
      sheet.sourceRect = source;
    } else {
      delete sheet.sourceRect;
    }
  }

  function applyDevice() {
    const index = $('device').value;
    if (index === 'custom') return;
    const device = DEVICES[Number(index)];
    const landscape = $('orientation').value === 'landscape';
    $('width').value = landscape ? device.height : device.width;
    $('height').value = landscape ? device.width : device.height;
    $('scale').value = device.scale;
    const insets = landscape ? device.landscape : device.portrait;
    for (const side of ['top', 'left', 'bottom', 'right']) $('inset-' + side).value = insets[side];
  }

  // --- talking to the service ---------------------------------------------------------

  function post(path, body, accept) {
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept': accept },
      body: JSON.stringify(body) });
  }

  function show(id, blob) {
    if (urls[id]) URL.revokeObjectURL(urls[id]);
    urls[id] = URL.createObjectURL(blob);
    $(id).src = urls[id];
    return urls[id];
  }

  function showProblems(problem) {
    const list = $('problems');
    list.replaceChildren();
    const errors = problem && Array.isArray(problem.errors) && problem.errors.length
      ? problem.errors.map((e) => (e.pointer || '/') + ' ' + e.detail)
      : [problem && problem.detail ? problem.detail : 'The service did not answer.'];
    for (const text of errors) {
      const item = document.createElement('li');
      item.textContent = text;
      list.append(item);
    }
  }

  async function update() {
    const mine = ++generation;
    const body = structuredClone(request);
    document.body.dataset.state = 'loading';
    $('status').textContent = 'Drawing…';
    try {
      const still = await post('/preview', body, 'image/svg+xml');
      if (mine !== generation) return;
      if (!still.ok) {
        showProblems(await still.json().catch(() => null));
        $('status').textContent = 'The service refused this sheet (' + still.status + ').';
        document.body.dataset.state = 'error';
        return;
      }
      $('problems').replaceChildren();
      $('download-svg').href = show('preview-image', await still.blob());
      const presentation = !!body.sheetPresentation;
      $('animation-section').hidden = presentation;
      $('presentation-animation-section').hidden = !presentation;
      $('answer-section').hidden = !presentation;
      if (presentation) {
        const answer = await post('/layout', body, 'application/json').then((r) => (r.ok ? r.json() : null));
        if (mine !== generation) return;
        $('layout-json').textContent = answer ? JSON.stringify(answer, null, 2) : '';
        // The rules that changed the answer and what it assumed, where the action sheet lists its warnings.
        const notes = answer ? [...(answer.rules || []).map((rule) => rule.message), ...(answer.assumptions || [])] : [];
        showWarnings(notes);
        await showPresentationAnimations(body, answer, mine);
        if (mine !== generation) return;
        finished();
        return;
      }
      const hasCustomView = !!(body.sheet && body.sheet.customView);
      $('no-fade').hidden = !hasCustomView;
      const slide = $('slide').value;
      const motion = slide === 'uiKit' ? {} : { slide };
      $('caption-present').textContent = CAPTIONS[slide].present;
      $('caption-no-fade').textContent = CAPTIONS[slide].noFade;
      const variants = [
        ['anim-present', { transition: 'present' }],
        ['anim-dismiss', { transition: 'dismiss' }],
      ];
      if (hasCustomView) variants.push(['anim-dismiss-no-fade', { transition: 'dismiss', customViewFade: false }]);
      const [animations, layout] = await Promise.all([
        Promise.all(variants.map(async ([, extra]) => {
          const response = await post('/preview', { ...body, ...extra, ...motion }, 'image/svg+xml');
          return response.ok ? response.blob() : null;
        })),
        post('/layout', body, 'application/json').then((r) => (r.ok ? r.json() : null)),
      ]);
      if (mine !== generation) return;
      variants.forEach(([id], index) => { if (animations[index]) show(id, animations[index]); });
      showWarnings(((layout && layout.warnings) || []).map((warning) => warning.message));
      finished();
    } catch (error) {
      if (mine !== generation) return;
      showProblems({ detail: String(error) });
      document.body.dataset.state = 'error';
    }
  }

  // A presentation sheet's present and dismiss, and its change from the selected detent to the next active one,
  // each an animated preview playing /animation's keyframes.
  async function showPresentationAnimations(body, answer, mine) {
    const selected = answer && answer.selectedDetentIdentifier;
    const other = answer && (answer.detents || []).map((detent) => detent.identifier).find((id) => id !== selected);
    const moves = [['panim-present', { transition: 'present' }], ['panim-dismiss', { transition: 'dismiss' }]];
    if (other) moves.push(['panim-change', { transition: 'detentChange', toDetentIdentifier: other }]);
    $('panim-change-figure').hidden = !other;
    $('caption-change').textContent = other ? 'Detent change: ' + selected + ' \u2192 ' + other + '.' : '';
    const pictures = await Promise.all(moves.map(async ([, extra]) => {
      const response = await post('/preview', { ...body, ...extra }, 'image/svg+xml');
      return response.ok ? response.blob() : null;
    }));
    if (mine !== generation) return;
    moves.forEach(([id], index) => { if (pictures[index]) show(id, pictures[index]); });
  }

  function showWarnings(messages) {
    const warnings = $('warnings');
    warnings.replaceChildren();
    for (const message of messages) {
      const item = document.createElement('li');
      item.textContent = message;
      warnings.append(item);
    }
  }

  function finished() {
    renders += 1;
    document.body.dataset.renders = String(renders);
    document.body.dataset.state = 'ready';
    $('status').textContent = 'Drawn by the service (' + renders + (renders === 1 ? ' update' : ' updates') + ').';
  }

  function changed(fromJSON) {
    if (!fromJSON) $('json').value = JSON.stringify(request, null, 2);
    history.replaceState(null, '', '#' + encodeURIComponent(JSON.stringify(request)));
    document.body.dataset.state = 'loading';
    clearTimeout(timer);
    timer = setTimeout(update, 200);
  }

  // --- wiring --------------------------------------------------------------------------

  DEVICES.forEach((device, index) => option($('device'), String(index), device.name));
  option($('device'), 'custom', 'Other (the numbers below)');
  for (const name of CATEGORIES) option($('category'), name, name);
  for (const name of PROFILES) option($('profile'), name, name);
  $('curl').textContent = $('curl').textContent.replace('http://HOST', location.origin);

  $('editor').addEventListener('input', (event) => {
    if (event.target.id === 'json') {
      try {
        const value = JSON.parse($('json').value);
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
        request = value;
        fillForm();
        $('json-status').textContent = 'Applied.';
        changed(true);
      } catch (error) {
        $('json-status').textContent = 'Not valid JSON yet: ' + error.message;
      }
      return;
    }
    if (event.target.id === 'kind') {
      readForm();
      switchKind(event.target.value);
      changed();
      return;
    }
    if (event.target.id === 'device' || event.target.id === 'orientation') applyDevice();
    if (['width', 'height', 'scale'].includes(event.target.id)) $('device').value = 'custom';
    readForm();
    changed();
  });
  // The slide is the animations' choice, not the sheet's: it stays out of the request and its address.
  $('slide').addEventListener('change', () => changed(true));
  $('add-action').addEventListener('click', () => {
    readForm();
    request.sheet.actions.push({ title: 'Action ' + (request.sheet.actions.length + 1), style: 'default' });
    renderActions(request.sheet.actions);
    changed();
  });
  $('add-detent').addEventListener('click', () => {
    readForm();
    const sheet = request.sheetPresentation;
    sheet.detents.push({ identifier: 'custom' + (sheet.detents.length + 1), height: 200 });
    fillPresentation(sheet);
    changed();
  });
  $('download-png').addEventListener('click', async (event) => {
    event.preventDefault();
    const response = await post('/preview', request, 'image/png');
    if (!response.ok) { showProblems(await response.json().catch(() => null)); return; }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = 'sheet.png';
    link.click();
  });
  for (const id of ['anim-present', 'anim-dismiss', 'anim-dismiss-no-fade', 'panim-present', 'panim-dismiss',
    'panim-change']) {
    $(id).addEventListener('load', () => { $(id).style.width = ($(id).naturalWidth * 0.4) + 'px'; });
  }

  fillForm();
  $('json').value = JSON.stringify(request, null, 2);
  update();
})();
