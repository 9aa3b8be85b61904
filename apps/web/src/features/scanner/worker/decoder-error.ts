import type { DecoderFailure } from './protocol';

/** A failed request to the decoder worker; `failure` tells the screen which message to show. */
export class DecoderError extends Error {
  readonly failure: DecoderFailure;

  constructor(failure: DecoderFailure, message: string) {
    super(message);
    this.name = 'DecoderError';
    this.failure = failure;
  }
}
