import fc from 'fast-check';

// A mutant is caught by the first failing run of a property: shrinking that run to the smallest
// counterexample helps a person reading a failure, not `npm run mutation`, and takes long.
fc.configureGlobal({ endOnFailure: true });
