import type { Endpoint, EndpointInput, EndpointResponse } from '@glouton/core/api';
import { apiRequest, type CallOptions, endpointPath } from './api-client';

// Apart from api-client.ts, which is in every screen's first load: only the date sheet sends photos.

/** Calls a declared endpoint whose body is a photo (`bodySize: 'image'`): « Lire la date ». */
export function callApiWithPhoto<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  photo: Blob,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  return apiRequest<EndpointResponse<E>>(endpointPath(endpoint, input), {
    ...options,
    method: endpoint.method,
    blob: photo,
  });
}
