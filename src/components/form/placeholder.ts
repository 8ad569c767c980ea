/**
 * For a field whose label says it all: without a placeholder of its own, pro-components shows "Please enter" /
 * "Please select", which the style guide (docs/style-guide.md, "Placeholders") rules out. A placeholder only
 * ever gives an example or a format.
 */
export const NO_PLACEHOLDER = { placeholder: '' } as const;
