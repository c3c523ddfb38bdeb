import Testing
@testable import AnimationCore
