// AnimationCore
