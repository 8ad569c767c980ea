/** The video tutorial area (list, player, adding a tutorial); loaded on demand by the product documentation. */
export default function Tutorials() {
  return null;
}
