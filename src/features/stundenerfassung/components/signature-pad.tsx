import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@src/ui/button';

/** What a screen may ask of the pad when it saves. */
export type SignaturePadHandle = {
  isEmpty(): boolean;
  /** The drawing as SVG markup (what the sign calls upload). */
  toSVG(): string;
  clear(): void;
};

type SignatureFieldProps = {
  label: string;
  /** Already translated; shown below the pad and announced. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** Called after each stroke and after clearing. */
  onChange?: (isEmpty: boolean) => void;
  ref?: Ref<SignaturePadHandle>;
};

/**
 * A signature box for touch, pen and mouse (signature_pad 5). The canvas has
 * `touch-action: none` so the page does not scroll while signing, is sized for
 * the device pixel ratio, and is resized only when its width really changes
 * (a rotation); the strokes are then redrawn from toData/fromData, so turning
 * the tablet keeps the signature. Height changes (a keyboard opening) are ignored.
 */
export function SignatureField({
  label,
  errorMessage,
  isDisabled = false,
  onChange,
  ref,
}: SignatureFieldProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#10243e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let width = 0;
    const fit = () => {
      const rect = canvas.getBoundingClientRect();
      if (rect.width === 0 || Math.round(rect.width) === width) return;
      width = Math.round(rect.width);
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = rect.width * ratio;
      canvas.height = rect.height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const ended = () => {
      setIsEmpty(pad.isEmpty());
      onChangeRef.current?.(pad.isEmpty());
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (isDisabled) pad.off();
    else pad.on();
  }, [isDisabled]);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChangeRef.current?.(true);
  };

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toSVG: () => padRef.current?.toSVG() ?? '',
    clear,
  }));

  return (
    <div
      className="signature"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
    >
      <span id={labelId} className="field__label">
        {label}
      </span>
      <p id={hintId} className="field__description">
        <Trans>Mit Finger, Stift oder Maus im weißen Feld unterschreiben.</Trans>
      </p>
      <canvas
        ref={canvasRef}
        className={`signature__canvas${errorMessage ? ' signature__canvas--invalid' : ''}`}
        role="img"
        aria-label={isEmpty ? t`Unterschriftsfeld, leer` : t`Unterschriftsfeld, unterschrieben`}
      />
      <div className="signature__actions">
        <Button variant="secondary" onPress={clear} isDisabled={isDisabled}>
          <Trans>Zurücksetzen</Trans>
        </Button>
      </div>
      {errorMessage ? (
        <p id={errorId} className="field__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
