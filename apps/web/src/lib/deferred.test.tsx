import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

function Hello({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

/** A loader the test settles by hand. */
function manualLoader() {
  const calls: { resolve: (component: typeof Hello) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Hello>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe('deferred()', () => {
  it('draws nothing until the code is there, then the component with its props', async () => {
    const { load, calls } = manualLoader();
    const Deferred = deferred(load);
    const { container } = render(<Deferred name="Marie" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => calls[0]?.resolve(Hello));
    expect(screen.getByText('Bonjour Marie')).toBeInTheDocument();
  });

  it('fetches the code once, and draws at once where it is already there', async () => {
    const { load, calls } = manualLoader();
    const Deferred = deferred(load);
    render(<Deferred name="Marie" />);
    render(<Deferred name="Paul" />);
    await act(async () => calls[0]?.resolve(Hello));
    const { container } = render(<Deferred name="Léa" />);
    expect(container).toHaveTextContent('Bonjour Léa');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Bonjour Paul')).toBeInTheDocument();
  });

  it('throws nothing when it was unmounted before its code arrived', async () => {
    const { load, calls } = manualLoader();
    const Deferred = deferred(load);
    const { unmount, container } = render(<Deferred name="Marie" />);
    unmount();
    await act(async () => calls[0]?.resolve(Hello));
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves itself out when the code could not be fetched, and tries again at the next mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, calls } = manualLoader();
    const Deferred = deferred(load);
    const first = render(<Deferred name="Marie" />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(first.container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalled();
    first.unmount();

    render(<Deferred name="Paul" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(Hello));
    expect(screen.getByText('Bonjour Paul')).toBeInTheDocument();
  });
});
