import Testing
@testable import StrictJSON
