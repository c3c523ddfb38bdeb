"""The exports the other tests of this folder check exist: without them, those tests would have no case at all."""

from animation_exports import exported


def test_the_seed_has_lottie_and_css_exports():
    assert exported(".lottie.json"), "no .lottie.json export"
    assert exported(".css"), "no .css export"
    assert all(name in exported(".keyframes.json") for name in exported(".lottie.json") + exported(".css")), \
        "an export without its .keyframes.json"
