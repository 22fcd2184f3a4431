/* global document, requestAnimationFrame */
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
  // A timer set in an animation frame fires after that frame has painted.
  requestAnimationFrame(function () {
    setTimeout(load, 0)
  })
})()
