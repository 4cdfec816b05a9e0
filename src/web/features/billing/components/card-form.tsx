import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { paymentErrorMessage, usePayDemoCheckout } from '@/web/features/billing/api/pay-demo-checkout';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  toPayment,
  validateCard,
  type CardDetails,
  type CardField,
} from '@/web/features/billing/card-details';
import { CheckoutExit } from './checkout-exit';
import { TestCardsHint } from './test-cards-hint';

const EMPTY: CardDetails = { cardNumber: '', expiry: '', cvc: '', name: '' };
const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'name'];
const FORMATTERS: Partial<Record<CardField, (text: string) => string>> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

interface CardFormProps {
  sessionId: string;
  cancelUrl: string;
  onPaid: (redirectUrl: string) => void;
}

/**
 * The demo checkout's card form. A field's error shows once the learner has left it (or tried to pay), so
 * nobody is told off mid-typing; a declined card keeps everything typed, with the server's reason above.
 */
export function CardForm({ sessionId, cancelUrl, onPaid }: CardFormProps) {
  const [details, setDetails] = useState<CardDetails>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const alertId = useId();
  const pay = usePayDemoCheckout(sessionId);

  const errors = validateCard(details, new Date());
  const shownError = (field: CardField) => (submitted || touched[field] ? errors[field] : undefined);

  function change(field: CardField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const format = FORMATTERS[field];
      const value = format ? format(event.target.value) : event.target.value;
      setDetails((current) => ({ ...current, [field]: value }));
    };
  }

  function leave(field: CardField) {
    return () => setTouched((current) => ({ ...current, [field]: true }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    pay.mutate(toPayment(details), { onSuccess: ({ redirectUrl }) => onPaid(redirectUrl) });
  }

  const serverError = pay.isError ? paymentErrorMessage(pay.error) : undefined;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Payment details</CardTitle>
        <CardDescription>Enter a test card to finish subscribing.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-5"
          aria-describedby={serverError ? `${alertId} ${hintId}` : hintId}
        >
          {serverError ? <FormAlert id={alertId} message={serverError} /> : null}
          <TestCardsHint id={hintId} />
          <FormField
            name="cardNumber"
            label="Card number"
            value={details.cardNumber}
            onChange={change('cardNumber')}
            onBlur={leave('cardNumber')}
            error={shownError('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
          />
          <div className="grid grid-cols-2 gap-4">
            <FormField
              name="expiry"
              label="Expiry date"
              value={details.expiry}
              onChange={change('expiry')}
              onBlur={leave('expiry')}
              error={shownError('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
            />
            <FormField
              name="cvc"
              label="CVC"
              value={details.cvc}
              onChange={change('cvc')}
              onBlur={leave('cvc')}
              error={shownError('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
            />
          </div>
          <FormField
            name="name"
            label="Name on card (optional)"
            value={details.name}
            onChange={change('name')}
            autoComplete="cc-name"
            maxLength={100}
          />
          <Button type="submit" size="lg" className="w-full" pending={pay.isPending}>
            {pay.isPending ? (
              'Processing payment…'
            ) : (
              <>
                <Lock aria-hidden="true" />
                Pay and subscribe
              </>
            )}
          </Button>
          <CheckoutExit href={cancelUrl} className="justify-self-center">
            Cancel and go back
          </CheckoutExit>
        </form>
      </CardContent>
    </Card>
  );
}
