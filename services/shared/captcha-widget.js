/*
 * Local captcha widget: the part of the production captcha's browser API
 * the storefront uses, served by the web-to-case service at /recaptcha/api.js.
 *
 *   grecaptcha.render(container, { sitekey, callback, 'expired-callback', 'error-callback' }) → widget id
 *   grecaptcha.getResponse(id) · grecaptcha.reset(id) · grecaptcha.ready(fn)
 *   script query: onload=<global function>, hl=<language>
 *
 * Ticking the box asks the service for a one-time answer (POST /recaptcha/token),
 * puts it in a hidden `g-recaptcha-response` textarea inside the container (so
 * the form posts it) and calls `callback(answer)`. When the answer expires the
 * box clears and `expired-callback` runs; when the service cannot be reached
 * `error-callback` runs.
 */
(function installLocalCaptcha(win) {
  'use strict';
  var doc = win.document;
  var script = doc.currentScript;
  var src = new URL(script && script.src ? script.src : win.location.href);
  var tokenUrl = new URL('/recaptcha/token', src).href;
  var LABELS = {
    en: ["I'm not a robot", 'Verifying…', 'Verified', 'Verification expired. Tick the box again.', 'Verification failed. Try again.'],
    de: ['Ich bin kein Roboter', 'Wird geprüft …', 'Bestätigt', 'Bestätigung abgelaufen. Bitte erneut ankreuzen.', 'Prüfung fehlgeschlagen. Bitte erneut versuchen.'],
    fr: ['Je ne suis pas un robot', 'Vérification…', 'Vérifié', 'Vérification expirée. Cochez à nouveau la case.', 'Échec de la vérification. Réessayez.'],
    es: ['No soy un robot', 'Verificando…', 'Verificado', 'La verificación ha caducado. Marca la casilla de nuevo.', 'Error de verificación. Inténtalo de nuevo.'],
    it: ['Non sono un robot', 'Verifica in corso…', 'Verificato', 'Verifica scaduta. Spunta di nuovo la casella.', 'Verifica non riuscita. Riprova.'],
    nl: ['Ik ben geen robot', 'Bezig met controleren…', 'Gecontroleerd', 'Controle verlopen. Vink het vakje opnieuw aan.', 'Controle mislukt. Probeer het opnieuw.'],
    da: ['Jeg er ikke en robot', 'Kontrollerer …', 'Bekræftet', 'Bekræftelsen er udløbet. Sæt flueben igen.', 'Kontrollen mislykkedes. Prøv igen.'],
    cs: ['Nejsem robot', 'Ověřování…', 'Ověřeno', 'Ověření vypršelo. Zaškrtněte políčko znovu.', 'Ověření selhalo. Zkuste to znovu.'],
    fi: ['En ole robotti', 'Tarkistetaan…', 'Vahvistettu', 'Vahvistus vanheni. Valitse ruutu uudelleen.', 'Tarkistus epäonnistui. Yritä uudelleen.'],
    sv: ['Jag är inte en robot', 'Kontrollerar …', 'Bekräftad', 'Bekräftelsen har gått ut. Kryssa i rutan igen.', 'Kontrollen misslyckades. Försök igen.'],
    pl: ['Nie jestem robotem', 'Weryfikacja…', 'Zweryfikowano', 'Weryfikacja wygasła. Zaznacz pole ponownie.', 'Weryfikacja nie powiodła się. Spróbuj ponownie.'],
  };
  var labels = LABELS[(src.searchParams.get('hl') || 'en').slice(0, 2)] || LABELS.en;
  var widgets = [];

  function call(fn, arg) {
    if (typeof fn === 'string') fn = win[fn];
    if (typeof fn === 'function') fn(arg);
  }

  function render(container, params) {
    var host = typeof container === 'string' ? doc.getElementById(container) : container;
    if (!host) throw new Error('grecaptcha.render: container not found');
    params = params || {};
    var id = widgets.length;
    var box = doc.createElement('div');
    box.setAttribute('data-local-captcha', String(id));
    box.style.cssText = 'display:inline-flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid #d3d3d3;border-radius:4px;background:#f9f9f9;color:#222;font:14px/1.4 system-ui,sans-serif;min-width:260px;box-shadow:0 1px 2px rgba(0,0,0,.08)';
    var check = doc.createElement('span');
    check.setAttribute('role', 'checkbox');
    check.setAttribute('aria-checked', 'false');
    check.setAttribute('tabindex', '0');
    check.style.cssText = 'width:24px;height:24px;border:2px solid #6b6b6b;border-radius:3px;background:#fff;display:inline-grid;place-items:center;cursor:pointer;flex:none;font-size:18px;color:#1a7f37';
    var text = doc.createElement('span');
    text.textContent = labels[0];
    var labelId = 'local-captcha-label-' + id;
    text.id = labelId;
    check.setAttribute('aria-labelledby', labelId);
    var status = doc.createElement('span');
    status.setAttribute('role', 'status');
    status.style.cssText = 'font-size:12px;color:#555';
    var answer = doc.createElement('textarea');
    answer.name = 'g-recaptcha-response';
    answer.className = 'g-recaptcha-response';
    answer.style.display = 'none';
    answer.setAttribute('aria-hidden', 'true');
    var column = doc.createElement('span');
    column.style.cssText = 'display:grid;gap:2px';
    column.appendChild(text);
    column.appendChild(status);
    box.appendChild(check);
    box.appendChild(column);
    host.appendChild(box);
    host.appendChild(answer);
    var widget = { answer: answer, check: check, status: status, timer: 0, busy: false };
    widgets.push(widget);

    function clear() {
      win.clearTimeout(widget.timer);
      answer.value = '';
      check.setAttribute('aria-checked', 'false');
      check.textContent = '';
    }
    widget.reset = function () {
      clear();
      status.textContent = '';
    };
    function solve() {
      if (widget.busy || answer.value) return;
      widget.busy = true;
      check.setAttribute('aria-busy', 'true');
      status.textContent = labels[1];
      win.fetch(tokenUrl, { method: 'POST' })
        .then(function (res) {
          if (!res.ok) throw new Error('captcha service answered ' + res.status);
          return res.json();
        })
        .then(function (body) {
          answer.value = body.token;
          check.setAttribute('aria-checked', 'true');
          check.textContent = '✓';
          status.textContent = labels[2];
          widget.timer = win.setTimeout(function () {
            clear();
            status.textContent = labels[3];
            call(params['expired-callback']);
          }, body.expiresInMs);
          call(params.callback, body.token);
        })
        .catch(function () {
          clear();
          status.textContent = labels[4];
          call(params['error-callback']);
        })
        .finally(function () {
          widget.busy = false;
          check.removeAttribute('aria-busy');
        });
    }
    check.addEventListener('click', solve);
    check.addEventListener('keydown', function (e) {
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        solve();
      }
    });
    return id;
  }

  var api = {
    render: render,
    getResponse: function (id) {
      var w = widgets[id || 0];
      return w ? w.answer.value : '';
    },
    reset: function (id) {
      var w = widgets[id || 0];
      if (w) w.reset();
    },
    ready: function (fn) {
      fn();
    },
  };
  win.grecaptcha = api;
  var onload = src.searchParams.get('onload');
  if (onload) call(onload);
})(window);
