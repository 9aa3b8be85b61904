/** `/scan?sans-code-barres` opens the scan screen straight on the form for a product without barcode. */
export const WITHOUT_BARCODE_PARAM = 'sans-code-barres';
export const ADD_WITHOUT_BARCODE_PATH = `/scan?${WITHOUT_BARCODE_PARAM}`;
