import fc from 'fast-check';

/**
 * A script with random commands slipped in before each step and an occasional step dropped:
 * purely random sequences seldom finish a flow, perturbed happy paths often do and still
 * wander into the odd corners.
 */
export function perturbedScript<T>(
  script: readonly T[],
  noise: fc.Arbitrary<T>,
): fc.Arbitrary<T[]> {
  return fc
    .tuple(
      ...script.map((step) =>
        fc
          .record({
            before: fc.array(noise, { maxLength: 1 }),
            keep: fc.integer({ min: 0, max: 19 }).map((n) => n > 0),
          })
          .map(({ before, keep }) => (keep ? [...before, step] : before)),
      ),
      fc.array(noise, { maxLength: 5 }),
    )
    .map((parts) => parts.flat());
}
