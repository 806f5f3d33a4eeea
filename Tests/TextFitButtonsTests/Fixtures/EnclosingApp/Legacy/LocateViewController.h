@import UIKit;

@interface LocateViewController : UIViewController
@end
