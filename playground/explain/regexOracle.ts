/**
 * The playground's one door to the kit's regex oracle (properties/regexOracle): the derivative DFA that
 * proves each profile's longest completable prefix, which explain and why/where reuse rather than parse
 * regexes a second way. It is no package entry (nothing of it is published), so the house rule's public
 * entries cannot carry it; only the explainer's worker and the tests load it at run time.
 */
// eslint-disable-next-line house/import-boundaries -- see above: the oracle has no public entry to go through
export * from '../../properties/regexOracle/index.ts';
