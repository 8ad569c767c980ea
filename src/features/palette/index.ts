/** The command palette (Ctrl+K): its header button; the palette itself loads on first use. */
export { default as PaletteButton } from './PaletteButton';
