import { exportHousehold, exportStockCsv, importHousehold } from '@glouton/core/api';
import type { HouseholdExport } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callApiForFile } from '../../../lib/api-file';

/** « Télécharger tout (JSON) » or « Télécharger le placard (CSV) ». */
export type ExportKind = 'json' | 'csv';

const EXPORTS = { json: exportHousehold, csv: exportStockCsv } as const;

/** A GET, but one the person starts and waits for: a mutation gives its pending and failed states. */
export function useDownloadExport(kind: ExportKind) {
  return useMutation({ mutationFn: () => callApiForFile(EXPORTS[kind], {}) });
}

export interface ImportRequest {
  /** The file's parsed JSON: the server checks it against the contract (decision 0034). */
  document: unknown;
  /** One per chosen file: confirming again after a lost answer does not add the file twice. */
  key: string;
}

/**
 * Merges a file into the household: products, units, list lines, recipes and the plan may all change. The body
 * is only known to be JSON here; checking it against the schema on the device would load zod and the
 * whole schema into this screen for what the server says precisely anyway (the path of the issue).
 */
export function useImportHousehold() {
  return useMutation({
    mutationFn: ({ document, key }: ImportRequest) =>
      callApi(importHousehold, { body: document as HouseholdExport }, { idempotencyKey: key }),
    meta: { changes: ['products', 'stock', 'shopping-list', 'recipes', 'plan'] },
  });
}
