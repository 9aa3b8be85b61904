import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDecoder, resetFakeDecoder } from '../testing/fake-decoder';
import { DecoderError } from '../worker/decoder-error';
import { PhotoBarcodeReader } from './PhotoBarcodeReader';

vi.mock('../worker/decoder-client', async () => (await import('../testing/fake-decoder')).fakeDecoderModule);

beforeEach(() => resetFakeDecoder());

const photo = () => new File([new Uint8Array([1, 2, 3])], 'code.jpg', { type: 'image/jpeg' });

async function choosePhoto() {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Photo du code-barres');
  await user.upload(input, photo());
  return input;
}

describe('PhotoBarcodeReader', () => {
  it('offers to take or choose a photo (camera or gallery)', () => {
    render(<PhotoBarcodeReader onDetected={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Prendre ou choisir une photo' })).toBeInTheDocument();
    const input = screen.getByLabelText('Photo du code-barres');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
  });

  it('says no code was found on the photo, and what to try', async () => {
    const onDetected = vi.fn();
    render(<PhotoBarcodeReader onDetected={onDetected} />);
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun code-barres lisible sur cette photo.');
    expect(fakeDecoder.decodePhoto).toHaveBeenCalledWith(expect.any(File));
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('treats a code with a wrong check digit as no code', async () => {
    fakeDecoder.decodePhoto.mockResolvedValue([{ text: '3560070169444', format: 'EAN-13' }]);
    render(<PhotoBarcodeReader onDetected={vi.fn()} />);
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun code-barres lisible');
  });

  it('hands over the normalised code found on the photo', async () => {
    fakeDecoder.decodePhoto.mockResolvedValue([{ text: '48512343', format: 'EAN-8' }]);
    const onDetected = vi.fn();
    render(<PhotoBarcodeReader onDetected={onDetected} />);
    await choosePhoto();
    await vi.waitFor(() => expect(onDetected).toHaveBeenCalledWith({ code: '48512343', format: 'EAN-8' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the image cannot be opened', async () => {
    fakeDecoder.decodePhoto.mockRejectedValue(new DecoderError('image', 'HEIC'));
    render(<PhotoBarcodeReader onDetected={vi.fn()} />);
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette image ne peut pas être ouverte.');
  });

  it('says when the decoder could not load', async () => {
    fakeDecoder.decodePhoto.mockRejectedValue(new DecoderError('wasm', 'fetch failed'));
    render(<PhotoBarcodeReader onDetected={vi.fn()} />);
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le lecteur de codes-barres n’a pas pu se charger.');
  });

  it('shows that the photo is being read, and blocks a second choice meanwhile', async () => {
    let finish: (value: []) => void = () => undefined;
    fakeDecoder.decodePhoto.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<PhotoBarcodeReader onDetected={vi.fn()} />);
    await choosePhoto();
    const button = await screen.findByRole('button', { name: 'Lecture de la photo…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    finish([]);
    expect(await screen.findByRole('button', { name: 'Prendre ou choisir une photo' })).toBeEnabled();
  });
});
