import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnDetected } from '../types';
import { useKeyboardWedgeScanner } from './useKeyboardWedgeScanner';

function Harness({ onDetected, enabled = true }: { onDetected: OnDetected; enabled?: boolean }) {
  useKeyboardWedgeScanner(onDetected, enabled);
  return (
    <>
      <button type="button">Un bouton</button>
      <input aria-label="Recherche" />
    </>
  );
}

let clock = 0;
beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

/** Types `keys` (then Enter) on `target`, `gapMs` apart, as a person or a scanner would. */
function typeKeys(target: Element | Window, keys: string, gapMs: number) {
  for (const key of [...keys, 'Enter']) {
    clock += gapMs;
    fireEvent.keyDown(target, { key });
  }
}

describe('useKeyboardWedgeScanner', () => {
  it('reads a fast burst of digits ended by Enter as a scan', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, '3560070169443', 8);
    expect(onDetected).toHaveBeenCalledWith({ code: '3560070169443', format: 'EAN-13' });
  });

  it('also reads a burst while a button has the focus, without pressing the button', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    const button = screen.getByRole('button');
    button.focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    for (const key of '48512343') {
      clock += 5;
      fireEvent.keyDown(button, { key });
    }
    clock += 5;
    button.dispatchEvent(enter);
    expect(onDetected).toHaveBeenCalledWith({ code: '48512343', format: 'EAN-8' });
    expect(enter.defaultPrevented).toBe(true);
  });

  it('reads a GS1 string typed by a scanner, with the pack’s date for the unit', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, '(01)03560070169443(17)270300(10)L42', 6);
    expect(onDetected).toHaveBeenCalledWith({
      code: '3560070169443',
      format: 'EAN-13',
      pack: { expiresOn: '2027-03-31', dateKind: 'dlc', lot: 'L42' },
    });
  });

  it('reads a GS1 Digital Link typed by a scanner, and ignores a link that is not a product', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, 'https://www.example.fr/promo', 6);
    expect(onDetected).not.toHaveBeenCalled();
    typeKeys(document.body, 'https://q.example.fr/01/3560070169443?15=271231', 6);
    expect(onDetected).toHaveBeenCalledWith({
      code: '3560070169443',
      format: 'EAN-13',
      pack: { expiresOn: '2027-12-31', dateKind: 'ddm', lot: null },
    });
  });

  it('ignores a person typing the same digits at human speed', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, '3560070169443', 180);
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('ignores a burst with one slow key in the middle', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, '356007', 8);
    clock += 300;
    typeKeys(document.body, '0169443', 8);
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('ignores bursts too short to be a product code, or with a wrong check digit', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(document.body, '1234567', 8);
    typeKeys(document.body, '3560070169444', 8);
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('leaves keys typed into a text field to that field', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} />);
    typeKeys(screen.getByLabelText('Recherche'), '3560070169443', 8);
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const onDetected = vi.fn();
    render(<Harness onDetected={onDetected} enabled={false} />);
    typeKeys(document.body, '3560070169443', 8);
    expect(onDetected).not.toHaveBeenCalled();
  });
});
