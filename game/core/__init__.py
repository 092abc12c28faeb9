"""The shared contract every game implements: rng, messages, views, scores, rules, controller."""
