import Foundation
import SheetctlKit

// sheetctl: everything but this line is SheetctlKit's (tested by sheetctlTests).
exit(await Sheetctl.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
