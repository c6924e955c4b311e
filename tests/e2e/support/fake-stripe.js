// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js) for the end-to-end journeys:
// the fixtures serve it in place of the real script, so the site loads it through the very
// loader it uses in production (@stripe/stripe-js's loadStripe) under its real CSP. It speaks
// the part of Stripe.js the checkout uses: Elements' card element, createPaymentMethod,
// handleNextAction (3-D Secure, with the complete/fail choice of Stripe's test challenge) and
// the payment request (Apple Pay / Google Pay). Stripe's published test cards map to their
// test payment-method ids, which the sandbox backend knows. window.__fakeStripe records calls;
// window.__fakeStripeWallets (set by a test) says what canMakePayment answers.
(function () {
  'use strict';

  var TEST_CARDS = {
    '4242424242424242': 'pm_card_visa',
    '5555555555554444': 'pm_card_mastercard',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000000000003220': 'pm_card_threeDSecure2Required',
    '4000002760003184': 'pm_card_authenticationRequired',
  };
  var record = (window.__fakeStripe = window.__fakeStripe || { calls: [] });

  function CardElement() {
    this.handlers = {};
    this.node = null;
  }
  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (h) {
      h(payload);
    });
  };
  CardElement.prototype.mount = function (target) {
    var self = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the input listeners below need the element
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    node.textContent = '';
    node.setAttribute('data-fake-stripe-card', '');
    function input(label, autocomplete) {
      var field = document.createElement('input');
      field.setAttribute('aria-label', label);
      field.setAttribute('autocomplete', autocomplete);
      field.setAttribute('inputmode', 'numeric');
      field.style.display = 'block';
      field.style.margin = '4px 0';
      field.addEventListener('input', function () {
        self.emit('change', { elementType: 'card', empty: false, complete: false });
      });
      node.appendChild(field);
      return field;
    }
    this.number = input('Card number', 'cc-number');
    this.expiry = input('Expiry date (MM/YY)', 'cc-exp');
    this.cvc = input('Security code (CVC)', 'cc-csc');
    this.node = node;
    record.calls.push(['mount', 'card']);
    setTimeout(function () {
      self.emit('ready', self);
    }, 0);
  };
  CardElement.prototype.update = function () {};
  CardElement.prototype.focus = function () {
    if (this.number) this.number.focus();
  };
  CardElement.prototype.blur = function () {};
  CardElement.prototype.clear = function () {
    [this.number, this.expiry, this.cvc].forEach(function (f) {
      if (f) f.value = '';
    });
  };
  CardElement.prototype.unmount = function () {
    if (this.node) this.node.textContent = '';
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;

  function Elements() {
    this.card = null;
  }
  Elements.prototype.create = function (type) {
    if (type !== 'card') throw new Error('The fake Stripe.js only has the card element, not ' + type);
    this.card = new CardElement();
    return this.card;
  };
  Elements.prototype.getElement = function () {
    return this.card;
  };
  Elements.prototype.update = function () {};

  function wait() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 20);
    });
  }

  function createPaymentMethod(params) {
    record.calls.push(['createPaymentMethod', params && params.type]);
    var card = params && params.card;
    return wait().then(function () {
      if (!card || !card.number) return { error: { type: 'validation_error', message: 'The card form is not ready.' } };
      var number = card.number.value.replace(/[\s-]/g, '');
      if (!TEST_CARDS[number]) return { error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
      if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry.value.trim())) return { error: { type: 'validation_error', code: 'invalid_expiry', message: "Your card's expiration date is incomplete." } };
      if (!/^\d{3,4}$/.test(card.cvc.value.trim())) return { error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } };
      return { paymentMethod: { id: TEST_CARDS[number], object: 'payment_method', type: 'card', card: { last4: number.slice(-4) }, billing_details: params.billing_details || {} } };
    });
  }

  // Stripe's test 3-D Secure challenge: a dialog where the tester completes or fails it.
  function handleNextAction(options) {
    var clientSecret = options && options.clientSecret;
    record.calls.push(['handleNextAction', clientSecret]);
    return new Promise(function (resolve) {
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', '3D Secure test payment');
      dialog.setAttribute('data-fake-stripe-3ds', '');
      dialog.style.position = 'fixed';
      dialog.style.inset = '20% 10%';
      dialog.style.background = '#fff';
      dialog.style.color = '#000';
      dialog.style.border = '2px solid #000';
      dialog.style.padding = '16px';
      dialog.style.zIndex = '10000';
      var text = document.createElement('p');
      text.textContent = 'This is a test 3D Secure authentication.';
      dialog.appendChild(text);
      function button(label, outcome) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.addEventListener('click', function () {
          dialog.remove();
          resolve(outcome);
        });
        dialog.appendChild(b);
        return b;
      }
      var id = String(clientSecret || '').split('_secret_')[0];
      var complete = button('Complete authentication', { paymentIntent: { id: id, object: 'payment_intent', status: 'succeeded' } });
      button('Fail authentication', {
        error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      });
      document.body.appendChild(dialog);
      complete.focus();
    });
  }

  function paymentRequest(options) {
    record.calls.push(['paymentRequest', options && options.total && options.total.amount]);
    var handlers = {};
    return {
      canMakePayment: function () {
        return Promise.resolve(window.__fakeStripeWallets || null);
      },
      on: function (event, handler) {
        handlers[event] = handler;
      },
      off: function (event, handler) {
        if (handlers[event] === handler) delete handlers[event];
      },
      // The wallet's sheet answers at once with its payer: window.__fakeStripeWallets may name the
      // payment method (paymentMethod) and the billing address (address); complete() is recorded.
      show: function () {
        record.calls.push(['paymentRequest.show']);
        var wallets = window.__fakeStripeWallets || {};
        var address = wallets.address || { line1: '1 Grafton Street', line2: null, city: 'Dublin', state: null, postal_code: 'D02 VK65', country: 'IE' };
        setTimeout(function () {
          if (handlers.paymentmethod)
            handlers.paymentmethod({
              paymentMethod: { id: wallets.paymentMethod || 'pm_card_visa', billing_details: { name: 'Aoife Byrne', email: 'aoife@example.ie', phone: null, address: address } },
              payerName: 'Aoife Byrne',
              payerEmail: 'aoife@example.ie',
              complete: function (result) {
                record.calls.push(['paymentRequest.complete', result]);
              },
            });
        }, 20);
      },
      update: function () {},
      abort: function () {},
    };
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(live|test)_/.test(key)) throw new Error('Invalid publishable key');
    record.calls.push(['Stripe', key]);
    return {
      elements: function () {
        return new Elements();
      },
      createPaymentMethod: createPaymentMethod,
      handleNextAction: handleNextAction,
      paymentRequest: paymentRequest,
      confirmCardPayment: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmCardPayment is not used by the site.' } });
      },
      createToken: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'createToken is not used by the site.' } });
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
