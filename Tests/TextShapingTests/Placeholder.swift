import Testing
@testable import TextShaping
