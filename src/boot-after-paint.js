/* global window, document, requestAnimationFrame, MutationObserver */
// sign-in.html's scripts (scripts/prerender-plugin.ts lists them in data-modules, the
// entry first) start after the page's first paint: the prerendered page is complete
// without them, and parsing React on a slow phone must not hold back its paint (issue
// 10: largest contentful paint). The entry then hydrates the page in place.
// data-first is public/zod-jitless.js: it runs before the entry (see that file).
;(function () {
  var script = document.currentScript
  var modules = script.getAttribute('data-modules').split(' ')
  function add(tag) {
    tag.crossOrigin = ''
    // Nothing of the page waits on them: the drawn page is already complete.
    tag.fetchPriority = 'low'
    document.head.appendChild(tag)
  }
  function load() {
    modules.slice(1).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      add(link)
    })
    var first = document.createElement('script')
    first.src = script.getAttribute('data-first')
    first.onload = first.onerror = function () {
      var entry = document.createElement('script')
      entry.type = 'module'
      entry.src = modules[0]
      add(entry)
    }
    add(first)
  }
  afterFirstPaint(load)
  sendEarlySubmit()

  /**
   * Until the entry has hydrated the form, its submit button is disabled (a plain GET
   * would put the password in the URL), so Enter or a click there did nothing, silently:
   * a password manager's fill and Enter right after the page came lost the sign-in. Such a
   * submit is remembered, and sent once the button comes alive, through the form's own
   * handler with what was typed.
   */
  function sendEarlySubmit() {
    var button = document.querySelector('form button[type="submit"]')
    if (!button || !button.disabled) return
    var form = button.form
    var asked = false
    function ask(e) {
      if (!button.disabled) return
      var enter = e.type === 'keydown' && e.key === 'Enter' && e.target.form === form && e.target.tagName === 'INPUT'
      var press = e.type === 'pointerup' && button.contains(e.target)
      if (enter || press) asked = true
    }
    document.addEventListener('keydown', ask, true)
    document.addEventListener('pointerup', ask, true)
    new MutationObserver(function (changes, observer) {
      if (button.disabled) return
      observer.disconnect()
      document.removeEventListener('keydown', ask, true)
      document.removeEventListener('pointerup', ask, true)
      if (asked) form.requestSubmit(button)
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] })
  }

  /** Runs `then` once the browser reports the first contentful paint (or, without that report, after the next frame). */
  function afterFirstPaint(then) {
    var done = false
    function once() {
      if (done) return
      done = true
      then()
    }
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (types && types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        once()
      }).observe({ type: 'paint', buffered: true })
      // A page opened in a background tab paints only when shown; its form still comes alive.
      setTimeout(once, 3000)
    } else {
      // A timer set in an animation frame fires after that frame has painted.
      requestAnimationFrame(function () {
        setTimeout(once, 0)
      })
    }
  }
})()
