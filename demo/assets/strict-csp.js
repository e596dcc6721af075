// The strict-CSP demo page's script: a file, as its policy (script-src 'self' and the store) requires.
// It counts CSP violations, starts <product-card> on the store's newest
// product and logs the widgets' events.
(function () {
  var store = document.querySelector('meta[name="cg-store-url"]').content;
  var log = document.getElementById('log');
  var status = document.getElementById('violations');
  var violations = 0;

  document.addEventListener('securitypolicyviolation', function (e) {
    violations += 1;
    status.className = 'status bad';
    status.textContent = violations + ' Content-Security-Policy violation' + (violations === 1 ? '' : 's') +
      ', the last: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline code') + '.';
  });

  ['add-to-cart', 'cart-change', 'ready', 'auth-change', 'reservation-created', 'payment-redirect', 'error', 'cg-widget-error'].forEach(function (name) {
    document.addEventListener(name, function (e) {
      var item = document.createElement('li');
      item.textContent = e.type + ' from <' + e.target.localName + '> ' + (e.detail === undefined ? '' : JSON.stringify(e.detail));
      log.insertBefore(item, log.firstChild);
    });
  });

  fetch(store + '/api/new-arrival')
    .then(function (r) { return r.json(); })
    .then(function (body) {
      var products = (body.data && body.data.products) || [];
      var pick = products.filter(function (p) { return Number(p.availability) === 1; })[0] || products[0];
      document.querySelector('product-card').setAttribute('product-id', String(pick ? pick.id : 1));
    })
    .catch(function () { document.querySelector('product-card').setAttribute('product-id', '1'); });
})();
