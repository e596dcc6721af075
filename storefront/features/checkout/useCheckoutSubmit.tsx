import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { postKhaltiCallback, type CheckoutPayload, type CheckoutSubmitResponse, type KhaltiSuccessPayload } from '../../../shared/api/checkout';
import type { Handoff } from '../../../shared/payments/handoff';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { Modal } from '../../../shared/ui/Modal';
import { usePageRestored } from '../../../shared/ui/usePageRestored';
import { useAppDeps } from '../../app/deps';
import { useAppDispatch } from '../../app/hooks';
import { orderPlaced } from '../cart/events';
import { browser } from './browser';
import { HandoffForm } from './HandoffForm';
import { KhaltiWidget } from './khalti/KhaltiWidget';
import type { KhaltiConfig } from './khalti/wallet';
import { KHALTI_TEXT as K } from './messages';
import { ERROR_VISIBLE_MS, type CheckoutFlow } from './paths';
import { checkoutPayload, nextStep, type CheckoutValues, type KhaltiCheckout } from './submit';

/** A red message that clears itself after 5 seconds (spec part 3 §4, §9). */
export function useTimedError(ms = ERROR_VISIBLE_MS): [string | null, (message: string | null) => void] {
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const set = useCallback(
    (message: string | null) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setError(message);
      if (message) timer.current = setTimeout(() => setError(null), ms);
    },
    [ms],
  );
  return [error, set];
}

/** A path of this storefront (relative, or an absolute URL of this origin), else null. */
function storefrontPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url, window.location.href);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

export interface CheckoutSubmit {
  submit: (values: CheckoutValues) => Promise<void>;
  /** The red error (the server's message when the order is refused). */
  error: string | null;
  busy: boolean;
  /** The overlay, the eSewa form, the Khalti widget and its alert dialog. */
  element: ReactElement;
}

/**
 * Posting the order and what follows (spec part 3 §4): the overlay, then per method the
 * thank-you/status page, the auto-submitted eSewa form, the Khalti wallet widget, or the
 * gateway's URL. A refusal shows the server's message in red for 5 seconds; no answer is only
 * logged. After an order is placed the cart and the session are told (orderPlaced).
 */
export function useCheckoutSubmit(flow: CheckoutFlow, post: (payload: CheckoutPayload) => Promise<CheckoutSubmitResponse | null>): CheckoutSubmit {
  const { api } = useAppDeps();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState(false);
  const [error, setError] = useTimedError();
  const [handoff, setHandoff] = useState<Extract<Handoff, { kind: 'form' }> | null>(null);
  const [khalti, setKhalti] = useState<KhaltiCheckout | null>(null);
  const [alert, setAlert] = useState<{ message: string; url?: string | null } | null>(null);

  // Back from the gateway: the page returns from the back-forward cache as it was left, overlay
  // on and the hand-off form mounted; the form is usable again (a new submit replaces the pending order).
  usePageRestored(() => {
    setOverlay(false);
    setHandoff(null);
  });

  const go = useCallback(
    (url: string) => {
      const path = storefrontPath(url);
      if (path) navigate(path);
      else browser.assign(url);
    },
    [navigate],
  );

  const submit = useCallback(
    async (values: CheckoutValues) => {
      setError(null);
      setOverlay(true);
      const answer = await post(checkoutPayload(values, flow));
      const step = nextStep(values.payment_method, answer, flow, window.location.origin);
      if (answer?.statusCode === 200) dispatch(orderPlaced());
      switch (step.kind) {
        case 'completed':
          setOverlay(false);
          navigate(step.path, { state: { notice: step.message } });
          return;
        case 'handoff':
          if (step.handoff.kind === 'redirect') browser.assign(step.handoff.url);
          else setHandoff(step.handoff);
          return;
        case 'khalti':
          setOverlay(false);
          setKhalti(step.config);
          return;
        case 'error':
          setOverlay(false);
          setError(step.message);
          console.error('Checkout refused:', step.message);
          return;
        default:
          setOverlay(false);
          console.error('Checkout failed: no usable answer from the server.', answer);
      }
    },
    [post, flow, dispatch, navigate, setError],
  );

  const onKhaltiSuccess = useCallback(
    async (payload: KhaltiSuccessPayload) => {
      setOverlay(true);
      const answer = await postKhaltiCallback(api, payload);
      if (answer?.statusCode === 200 && answer.url) {
        dispatch(orderPlaced());
        setKhalti(null);
        go(answer.url);
        return;
      }
      setKhalti(null);
      setOverlay(false);
      setAlert({ message: answer?.message || K.callbackFailed, url: answer?.url });
    },
    [api, dispatch, go],
  );

  const widgetConfig: KhaltiConfig | null = khalti
    ? {
        publicKey: khalti.public_key,
        productIdentity: khalti.product_identity,
        productName: khalti.product_name,
        productUrl: khalti.product_url,
        amount: khalti.amount,
        apiBase: khalti.api_base,
        paymentPreference: khalti.payment_preference,
        eventHandler: {
          onSuccess: (payload) => void onKhaltiSuccess(payload),
          onError: (err) => {
            console.error('Khalti widget error:', err);
            setKhalti(null);
            setOverlay(false);
            setAlert({ message: err instanceof Error ? err.message : K.callbackFailed });
          },
          onClose: () => {
            setKhalti(null);
            setOverlay(false);
          },
        },
      }
    : null;

  const element = (
    <>
      <LoadingOverlay active={overlay} />
      {handoff ? <HandoffForm handoff={handoff} /> : null}
      {widgetConfig ? <KhaltiWidget config={widgetConfig} /> : null}
      <Modal
        open={!!alert}
        title={K.failedTitle}
        closeLabel={K.close}
        onClose={() => {
          const url = alert?.url;
          setAlert(null);
          if (url) go(url);
        }}
      >
        <p role="alert" className="cg-checkout__alert-text">
          {alert?.message}
        </p>
        <button
          type="button"
          className="cg-button cg-button--primary cg-button--block"
          onClick={() => {
            const url = alert?.url;
            setAlert(null);
            if (url) go(url);
          }}
        >
          {K.ok}
        </button>
      </Modal>
    </>
  );

  return { submit, error, busy: overlay, element };
}
