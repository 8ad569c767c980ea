// antd's algorithms answering from memory: the same tokens as antd's own, each seed derived once.
import { theme } from 'antd';
import { remembered } from './rememberedAlgorithm';

type Algorithm = typeof theme.defaultAlgorithm;

/** A remembered algorithm over antd's, counting the seeds it really derives. */
function counted(algorithm: Algorithm) {
  const derive = jest.fn(algorithm);
  return { derive, algorithm: remembered(derive as Algorithm) };
}

describe('remembered theme algorithms', () => {
  it.each([
    ['default', theme.defaultAlgorithm],
    ['dark', theme.darkAlgorithm],
  ])('give the tokens antd gives with its %s algorithm', (_, original) => {
    const config = { token: { colorPrimary: '#0958d9', borderRadius: 6 } };
    expect(theme.getDesignToken({ ...config, algorithm: remembered(original) })).toEqual(
      theme.getDesignToken({ ...config, algorithm: original }),
    );
  });

  it('derive a seed once, whatever the overrides on top of it', () => {
    const { derive, algorithm } = counted(theme.defaultAlgorithm);
    const layout = theme.getDesignToken({ algorithm, token: { colorPrimary: '#0958d9' } });
    const header = theme.getDesignToken({
      algorithm,
      token: { colorPrimary: '#0958d9' },
      components: { Layout: { headerBg: '#fff' } },
    });
    expect(header.colorPrimaryBg).toBe(layout.colorPrimaryBg);
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('derive another seed anew, and tell a token set to undefined from one left out', () => {
    const { derive, algorithm } = counted(theme.defaultAlgorithm);
    const seed = { ...theme.defaultSeed };
    algorithm(seed);
    algorithm({ ...seed, colorPrimary: '#cf1322' });
    algorithm({ ...seed, motion: undefined } as unknown as typeof seed);
    algorithm({ ...seed });
    expect(derive).toHaveBeenCalledTimes(3);
  });

  it('pass a second algorithm of a list through, with the answer it builds on', () => {
    const { derive, algorithm } = counted(theme.compactAlgorithm);
    const base = theme.defaultAlgorithm(theme.defaultSeed);
    algorithm(theme.defaultSeed, base);
    algorithm(theme.defaultSeed, base);
    expect(derive).toHaveBeenCalledTimes(2);
    expect(derive).toHaveBeenLastCalledWith(theme.defaultSeed, base);
  });

  it('keep the answers of a few seeds only', () => {
    const { derive, algorithm } = counted(theme.defaultAlgorithm);
    const seeds = Array.from({ length: 9 }, (_, i) => ({ ...theme.defaultSeed, borderRadius: i }));
    seeds.forEach((seed) => algorithm(seed));
    algorithm(seeds[8]);
    expect(derive).toHaveBeenCalledTimes(9);
    algorithm(seeds[0]);
    expect(derive).toHaveBeenCalledTimes(10);
  });
});
