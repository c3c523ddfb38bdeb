import Testing
@testable import LayoutCore
