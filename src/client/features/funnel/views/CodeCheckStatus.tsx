import { useEffect } from 'react';
import { FormSpy } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { isVerificationCode } from '../../../../domain/validation/verificationCode';
import { useProjection, useSend } from '../../../kernel/react';
import { checkCodeAsTyped } from '../actions';
import { selectCodeCheck } from '../selectors';

/** Shown as soon as the as-typed check accepts the code (issue 12 §3). */
export const CODE_ACCEPTED_TEXT = 'Code accepted';
/** Shown when the as-typed check refuses the code (the server's confirm says the same). */
export const CODE_REFUSED_TEXT = 'This code is wrong or has expired. Check the latest email or choose “Send a new code”.';

/** Sends the code field's value to the as-typed check whenever it changes (the epic waits for a pause and a full code). */
function SendTypedCode({ code }: { code: string }) {
  const send = useSend();
  useEffect(() => {
    send(checkCodeAsTyped({ code }));
  }, [code, send]);
  return null;
}

/**
 * The as-typed check's answer under the code field, in a live region that is always in the page so screen readers
 * hear it change: "Checking your code…" while a full code has no answer yet, "Code accepted", or the refusal /
 * §8 error (role alert). Only the answer for the code now in the field is shown, never an older one.
 */
export function CodeCheckStatus({ id }: { id: string }) {
  const check = useProjection(selectCodeCheck);
  return (
    <FormSpy<{ code?: string }> subscription={{ values: true }}>
      {({ values }) => {
        const code = (values.code ?? '').trim();
        const answer = check && check.code === code ? check : null;
        return (
          <>
            <SendTypedCode code={code} />
            <div id={id} className="code-check" aria-live="polite">
              {!isVerificationCode(code) ? null : answer === null ? (
                <p className="field__hint">Checking your code…</p>
              ) : answer.result === 'valid' ? (
                <p className="code-check--ok" role="status">
                  <span aria-hidden="true">✓ </span>
                  {CODE_ACCEPTED_TEXT}
                </p>
              ) : (
                <p className="field__error" role="alert">
                  {answer.result === 'failed' ? errorText(answer.error) : CODE_REFUSED_TEXT}
                </p>
              )}
            </div>
          </>
        );
      }}
    </FormSpy>
  );
}
